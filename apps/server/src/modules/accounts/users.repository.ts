import type { Insertable, Selectable } from 'kysely';
import type { AppUserTable, Db } from '../../db/database.ts';

export type UserRow = Selectable<AppUserTable>;

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** The login 'account' is a phone number or a user name. */
export function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) => eb.or([eb('phone', '=', account), eb('user_name', '=', account)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function isPhoneTaken(db: Db, phone: string): Promise<boolean> {
  return (
    (await db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirst()) !==
    undefined
  );
}

export function insertUser(db: Db, row: Insertable<AppUserTable>): Promise<UserRow> {
  return db.insertInto('app_user').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets a person's password hash. `expected` makes it conditional on the hash stored now (null:
 * only while the account has none); the answer says whether the row changed.
 */
export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  at: string,
  expected?: { current: string | null },
): Promise<boolean> {
  let query = db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', userId);
  if (expected) {
    query =
      expected.current === null
        ? query.where('password_hash', 'is', null)
        : query.where('password_hash', '=', expected.current);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updatePhone(
  db: Db,
  userId: number,
  phone: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ phone, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
