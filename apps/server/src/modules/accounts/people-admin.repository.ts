import type { Db } from '../../db/database.ts';

export interface PeopleFilter {
  keyword?: string | undefined;
  role?: string | undefined;
}

/**
 * A phone prefix, or part of a name. LIKE's wildcards are dropped from what staff type (the two
 * engines escape them differently, and no name or phone needs them).
 */
function filtered(db: Db, filter: PeopleFilter) {
  let query = db.selectFrom('app_user');
  const literal = filter.keyword?.replace(/[\\%_]/g, '').trim();
  if (literal) {
    query = /^\d+$/.test(literal)
      ? query.where('phone', 'like', `${literal}%`)
      : query.where((eb) =>
          eb.or([
            eb('nick_name', 'like', `%${literal}%`),
            eb('realname', 'like', `%${literal}%`),
            eb('user_name', 'like', `%${literal}%`),
          ]),
        );
  }
  if (filter.role) {
    const role = filter.role;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('app_user_role')
          .select('app_user_role.user_id')
          .whereRef('app_user_role.user_id', '=', 'app_user.id')
          .where('app_user_role.role', '=', role),
      ),
    );
  }
  return query;
}

const PERSON_COLUMNS = [
  'app_user.id',
  'nick_name',
  'realname',
  'user_name',
  'phone',
  'disabled_at',
  'disabled_reason',
  'app_user.created_at',
] as const;

export function selectPeople(db: Db, filter: PeopleFilter, offset: number, limit: number) {
  return filtered(db, filter)
    .select(PERSON_COLUMNS)
    .orderBy('app_user.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countPeople(db: Db, filter: PeopleFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPerson(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(PERSON_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function rolesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const roles = new Map<number, string[]>();
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('app_user_role')
    .select(['user_id', 'role'])
    .where('user_id', 'in', userIds)
    .orderBy('role')
    .execute();
  for (const row of rows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.role]);
  return roles;
}

export async function replaceRoles(db: Db, userId: number, roles: string[], now: string) {
  await db.deleteFrom('app_user_role').where('user_id', '=', userId).execute();
  if (roles.length === 0) return;
  await db
    .insertInto('app_user_role')
    .values(roles.map((role) => ({ user_id: userId, role, created_at: now })))
    .execute();
}

export async function setDisabledState(
  db: Db,
  userId: number,
  state: { disabled_at: string | null; disabled_reason: string; updated_at: string },
) {
  await db.updateTable('app_user').set(state).where('id', '=', userId).execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('app_user_role')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
