import type { Insertable, Selectable } from 'kysely';
import type { Db, ShopAddressTable } from '../../db/database.ts';

export type AddressRow = Selectable<ShopAddressTable>;

/** The default address first, then the most recently changed. */
export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('shop_address')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('shop_address')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findDefaultAddress(db: Db, userId: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('shop_address')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_address')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAddress(db: Db, values: Insertable<ShopAddressTable>) {
  return db.insertInto('shop_address').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: Partial<Insertable<ShopAddressTable>>,
) {
  await db
    .updateTable('shop_address')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Only one default per person: the others stop being it. */
export async function clearDefault(db: Db, userId: number, exceptId: number, nowIso: string) {
  await db
    .updateTable('shop_address')
    .set({ is_default: 0, updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('shop_address')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
