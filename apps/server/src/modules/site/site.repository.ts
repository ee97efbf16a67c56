import type { Db } from '../../db/database.ts';

/** About-us content, corporate pages, sign-ins and visit logs. */

export function findAboutUs(db: Db, portalId: number) {
  return db
    .selectFrom('portal_about_us')
    .selectAll()
    .where('portal_id', '=', portalId)
    .executeTakeFirst();
}

export function findPortalPage(db: Db, portalId: number, type: number) {
  return db
    .selectFrom('portal_page')
    .select(['title', 'body', 'updated_at as updatedAt'])
    .where('portal_id', '=', portalId)
    .where('type', '=', type)
    .executeTakeFirst();
}

/** Every day (Asia/Shanghai, YYYY-MM-DD) the learner signed in, latest first. */
export async function findSignDays(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_sign')
    .select('day')
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .execute();
  return rows.map((row) => row.day);
}

/** Records a day's sign-in once; answers whether this call recorded it. */
export async function insertSign(db: Db, userId: number, day: string): Promise<boolean> {
  const result = await db
    .insertInto('user_sign')
    .values({ user_id: userId, day, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertPageView(
  db: Db,
  view: {
    userId: number | null;
    path: string;
    pageName: string;
    referrer: string;
    cityId: number | null;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await db
    .insertInto('page_view_log')
    .values({
      user_id: view.userId,
      path: view.path,
      page_name: view.pageName,
      referrer: view.referrer,
      city_id: view.cityId,
      ip: view.ip,
      user_agent: view.userAgent,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function insertPopLog(db: Db, userId: number, popType: string): Promise<void> {
  await db
    .insertInto('user_pop_log')
    .values({ user_id: userId, pop_type: popType, created_at: new Date().toISOString() })
    .execute();
}
