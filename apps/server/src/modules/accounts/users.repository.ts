import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppUserTable, Database } from '../../db/database.ts';

export type UserRow = Selectable<AppUserTable>;
type Db = Kysely<Database> | Transaction<Database>;

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
