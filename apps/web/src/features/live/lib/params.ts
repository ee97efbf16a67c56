export { oneOf, positiveInt } from '../../../lib/address-params';
