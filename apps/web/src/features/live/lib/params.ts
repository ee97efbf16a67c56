/** A positive whole number from the address, or null (missing, not a number, edited by hand). */
export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** One of the allowed values, or null: anything else in the address reads as 全部. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((item) => item === value) ?? null;
}
