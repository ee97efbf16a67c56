import type { Db } from '../../db/database.ts';
import { DAY_MS } from '../../lib/time.ts';
import { findAboutUs, findPortalPage, findSignDays, insertSign } from './site.repository.ts';

/** About-us content, corporate pages, daily sign-in. */

export function shanghaiDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export async function aboutUs(db: Db, portalId: number) {
  const row = await findAboutUs(db, portalId);
  const entry = (url = '', profile = '') => ({ url, profile });
  return {
    profile: row?.profile ?? '',
    app: entry(row?.app_url, row?.app_profile),
    officialAccountGxw: entry(row?.gxw_url, row?.gxw_profile),
    officialAccountLxw: entry(row?.lxw_url, row?.lxw_profile),
    tiktok: entry(row?.tiktok_url, row?.tiktok_profile),
    mainLogo: row?.main_logo ?? '',
    spareLogo: row?.spare_logo ?? '',
  };
}

export function portalPage(db: Db, portalId: number, type: number) {
  return findPortalPage(db, portalId, type);
}

export async function signStatus(db: Db, userId: number) {
  const today = shanghaiDay();
  const days = await findSignDays(db, userId);
  const signedDays = new Set(days);
  // Count back from today, or from yesterday when today is still open.
  let cursor = Date.parse(`${today}T00:00:00Z`);
  if (!signedDays.has(today)) cursor -= DAY_MS;
  let continuous = 0;
  while (signedDays.has(new Date(cursor).toISOString().slice(0, 10))) {
    continuous++;
    cursor -= DAY_MS;
  }
  const month = today.slice(0, 7);
  return {
    signedToday: signedDays.has(today),
    continuousDays: continuous,
    totalDays: days.length,
    monthDays: days.filter((day) => day.startsWith(month)).sort(),
  };
}

/** Signs today once; a second sign-in the same day changes nothing. */
export async function signToday(db: Db, userId: number): Promise<boolean> {
  return insertSign(db, userId, shanghaiDay());
}
