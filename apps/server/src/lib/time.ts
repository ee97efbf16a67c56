/** Times are stored as ISO-8601 UTC strings (see db/database.ts). */
export function isoNow(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
