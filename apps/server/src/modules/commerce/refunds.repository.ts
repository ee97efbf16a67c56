import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, ShopRefundTable } from '../../db/database.ts';

export type RefundRow = Selectable<ShopRefundTable>;

export function findRefund(db: Db, orderId: number): Promise<RefundRow | undefined> {
  return db
    .selectFrom('shop_refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function refundsOf(db: Db, orderIds: number[]): Promise<Map<number, RefundRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shop_refund')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

export async function insertRefund(db: Db, values: Insertable<ShopRefundTable>): Promise<void> {
  await db.insertInto('shop_refund').values(values).execute();
}

export async function updateRefund(
  db: Db,
  orderId: number,
  changes: Updateable<ShopRefundTable>,
): Promise<void> {
  await db.updateTable('shop_refund').set(changes).where('order_id', '=', orderId).execute();
}
