import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/** People's roles beyond learner: 'grader' grades short answers, 'admin' may do anything. */
export async function findUserRoles(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('app_user_role')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}
