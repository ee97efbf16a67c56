/** Times are stored as ISO-8601 UTC strings (see db/database.ts). */
export function isoNow(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** China has one time zone, UTC+8, and no summer time. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China calendar day an instant falls on, YYYY-MM-DD. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China calendar day (YYYY-MM-DD) begins. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - CHINA_OFFSET_MS);
}
