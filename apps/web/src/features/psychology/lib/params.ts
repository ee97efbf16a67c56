/** A positive whole number from the query string, or 0. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
