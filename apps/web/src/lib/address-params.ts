/** A positive whole number from the address bar, or null (absent, 0, negative or not a number). */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The value when it is one of the allowed ones, otherwise null (a hand-edited address). */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null | undefined,
): T | null {
  return allowed.find((item) => item === value) ?? null;
}
