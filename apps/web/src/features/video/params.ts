/** A positive whole number from the address bar, or null (absent, 0, negative or not a number). */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The value if it is one of the allowed ones, else undefined. */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null,
): T | undefined {
  return allowed.find((item) => item === value);
}
