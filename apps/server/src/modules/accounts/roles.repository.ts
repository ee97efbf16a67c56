import { STAFF_ROLES, type StaffRole } from '@shangan/shared';
import type { Db } from '../../db/database.ts';

/**
 * People's roles beyond learner: 'grader' grades short answers, 'teacher' corrects the homework
 * of the courses taught under their teacher profile, 'staff' works the shop's warehouse (ships
 * book orders), 'service' answers learners' feedback and messages, 'admin' may do anything.
 */
export const ROLES = STAFF_ROLES;
export type Role = StaffRole;

export async function findUserRoles(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('app_user_role')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}

/** Whether the person holds at least one of the roles. */
export async function hasAnyRole(db: Db, userId: number, roles: readonly Role[]): Promise<boolean> {
  const row = await db
    .selectFrom('app_user_role')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', 'in', [...roles])
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the person a role; giving it twice changes nothing. */
export async function grantRole(db: Db, userId: number, role: Role, now: string): Promise<void> {
  await db
    .insertInto('app_user_role')
    .values({ user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** Everyone holding one of these roles, with all the roles they hold (the console's lists). */
export async function holdersOfRoles(
  db: Db,
  roles: readonly Role[],
): Promise<Map<number, string[]>> {
  const holders = db
    .selectFrom('app_user_role')
    .select('user_id')
    .where('role', 'in', [...roles]);
  const rows = await db
    .selectFrom('app_user_role')
    .select(['user_id', 'role'])
    .where('user_id', 'in', holders)
    .orderBy('role')
    .execute();
  const byUser = new Map<number, string[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.role]);
  return byUser;
}
