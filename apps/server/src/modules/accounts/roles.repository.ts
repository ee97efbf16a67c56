import type { Db } from '../../db/database.ts';

/** People's roles beyond learner: 'grader' grades short answers, 'admin' may do anything. */
export async function findUserRoles(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('app_user_role')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}
