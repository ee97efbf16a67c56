export { positiveInt } from '../../lib/address-params';

/** The value if it is one of the allowed ones, else undefined. */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null,
): T | undefined {
  return allowed.find((item) => item === value);
}
