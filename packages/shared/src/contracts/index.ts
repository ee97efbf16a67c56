export { endpoint } from './contract.ts';
export type { BodyOf, DataOf, EndpointContract, ParamsOf, PathOf, QueryOf } from './contract.ts';
