import type { StaffRole } from '@shangan/shared';
import type { EndpointContract } from '@shangan/shared/contracts';
import { Envelope } from './envelope.ts';

/** The Fastify schema a contract stands for, typed so handlers get its request and reply types. */
export interface ContractSchema<C extends EndpointContract> {
  tags: string[];
  summary: string;
  params: C['params'];
  querystring: C['querystring'];
  body: C['body'];
  response: { 200: ReturnType<typeof Envelope<C['data']>> };
}

const fromContracts = new WeakSet<object>();
const staffRoles = new WeakMap<object, readonly StaffRole[]>();

/**
 * Method, URL and schema of a route from its endpoint contract, for `app.route({ ...routeOf(C),
 * handler })`: the request is validated, the answer serialized and /docs written from the one
 * declaration the clients' types come from too.
 */
export function routeOf<C extends EndpointContract>(contract: C) {
  const schema = {
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.querystring ? { querystring: contract.querystring } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: { 200: Envelope(contract.data) },
  };
  fromContracts.add(schema);
  if (contract.roles) staffRoles.set(schema, contract.roles);
  return {
    method: contract.method,
    url: contract.path,
    schema: schema as unknown as ContractSchema<C>,
  };
}

/** Whether a route's schema was built from a contract (every API route's must be). */
export function isContractSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && fromContracts.has(schema);
}

/**
 * The roles a staff route's contract names (besides admin), or null for a route open to
 * learners. The auth plugin reads it for every route, so a console endpoint cannot forget it.
 */
export function rolesOfSchema(schema: unknown): readonly StaffRole[] | null {
  return typeof schema === 'object' && schema !== null ? (staffRoles.get(schema) ?? null) : null;
}

const outsideContracts = new WeakSet<object>();

/**
 * The schema of an API route that answers something other than the envelope — an event
 * stream, a picture, a payment gateway's own protocol — and so has no endpoint contract. The
 * reason is for the reader; the mark lets the contract check tell it from a forgotten one.
 */
export function outsideContract<S extends object>(_reason: string, schema: S): S {
  outsideContracts.add(schema);
  return schema;
}

/**
 * Closes a route outside the contracts (an upload protocol's own) to all but the staff roles,
 * as a contract's `roles` does: the auth plugin reads them from the schema.
 */
export function forStaffRoles<S extends object>(roles: readonly StaffRole[], schema: S): S {
  staffRoles.set(schema, roles);
  return schema;
}

/** Whether a route's schema was marked as answering outside the envelope. */
export function isOutsideContract(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && outsideContracts.has(schema);
}
