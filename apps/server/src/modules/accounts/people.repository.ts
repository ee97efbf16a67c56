import type { Db } from '../../db/database.ts';

/**
 * How people are named to staff who work with them (a teacher's list of students): the nickname,
 * else the user name, else the phone number (for the caller to mask).
 */
export async function displayNamesOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'nick_name', 'user_name', 'phone'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.nick_name || row.user_name || row.phone || '']));
}

/** The phones of people who have one, to text them a notice they asked for. */
export async function phonesOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'phone'])
    .where('id', 'in', [...new Set(userIds)])
    .where('phone', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.phone!]));
}

/** People whose phone starts with these digits (the console's order search), at most `limit`. */
export async function userIdsByPhonePrefix(
  db: Db,
  prefix: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('phone', 'like', `${prefix}%`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Phones are looked up this many at a time (bound parameters stay well under the limits). */
const LOOKUP_CHUNK = 500;

/**
 * The accounts of a list of phones (a console hand-out's), by phone; phones with no account are
 * absent. Read in the caller's transaction, so what it then writes is for these very accounts.
 */
export async function userIdsByPhone(db: Db, phones: string[]): Promise<Map<string, number>> {
  const accounts = new Map<string, number>();
  for (let start = 0; start < phones.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('app_user')
      .select(['id', 'phone'])
      .where('phone', 'in', phones.slice(start, start + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) if (row.phone) accounts.set(row.phone, row.id);
  }
  return accounts;
}
