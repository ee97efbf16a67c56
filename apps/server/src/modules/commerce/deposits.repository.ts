import type { Insertable, Selectable } from 'kysely';
import type { Db, DepositProductTable, ShopDepositTable } from '../../db/database.ts';

export type DepositProductRow = Selectable<DepositProductTable>;
export type DepositRow = Selectable<ShopDepositTable>;

/** Order states in which the money has arrived and stays (a refunded deposit deducts nothing). */
export const PAID_STATES = ['paid', 'shipped', 'received'] as const;

export function listDepositProducts(db: Db) {
  return db
    .selectFrom('deposit_product as d')
    .innerJoin('shop_goods as g', 'g.id', 'd.goods_id')
    .selectAll('d')
    .where('g.on_sale', '=', 1)
    .orderBy('g.sort_order')
    .orderBy('d.id')
    .execute();
}

export function findDepositProduct(db: Db, goodsId: number) {
  return db
    .selectFrom('deposit_product')
    .selectAll()
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
}

/** The deposit products paid towards a goods (a coaching product's page offers them). */
export function depositProductsFor(db: Db, targetGoodsIds: number[]) {
  if (targetGoodsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deposit_product as d')
    .innerJoin('shop_goods as g', 'g.id', 'd.goods_id')
    .select(['d.goods_id', 'd.target_goods_id', 'd.deduct_amount', 'g.price'])
    .where('d.target_goods_id', 'in', targetGoodsIds)
    .where('g.on_sale', '=', 1)
    .orderBy('d.id')
    .execute();
}

export function insertDeposit(db: Db, values: Insertable<ShopDepositTable>) {
  return db.insertInto('shop_deposit').values(values).execute();
}

/**
 * The person's deposits of one deposit product with their orders' state (and the state of the
 * balance order holding each), newest first.
 */
export function depositsOf(db: Db, userId: number, goodsId: number) {
  return db
    .selectFrom('shop_deposit as d')
    .innerJoin('shop_order as o', 'o.id', 'd.order_id')
    .leftJoin('shop_order as b', 'b.id', 'd.used_order_id')
    .selectAll('d')
    .select([
      'o.order_num',
      'o.status as order_status',
      'o.expires_at as order_expires_at',
      'o.paid_at',
      'b.status as balance_status',
      'b.expires_at as balance_expires_at',
    ])
    .where('d.user_id', '=', userId)
    .where('d.goods_id', '=', goodsId)
    .orderBy('d.id', 'desc')
    .execute();
}

/** One of the person's deposits with its order's number and state. */
export function findDeposit(db: Db, userId: number, id: number) {
  return db
    .selectFrom('shop_deposit as d')
    .innerJoin('shop_order as o', 'o.id', 'd.order_id')
    .selectAll('d')
    .select(['o.order_num', 'o.status as order_status'])
    .where('d.id', '=', id)
    .where('d.user_id', '=', userId)
    .executeTakeFirst();
}

/** The person's paid deposits towards a goods that no order holds, oldest first. */
export function usableDeposits(db: Db, userId: number, targetGoodsId: number) {
  return db
    .selectFrom('shop_deposit as d')
    .innerJoin('shop_order as o', 'o.id', 'd.order_id')
    .selectAll('d')
    .select('o.order_num')
    .where('d.user_id', '=', userId)
    .where('d.target_goods_id', '=', targetGoodsId)
    .where('d.used_order_id', 'is', null)
    .where('o.status', 'in', [...PAID_STATES])
    .orderBy('d.id')
    .execute();
}

/**
 * Lets a balance order hold the deposit in one conditional update: of any number of orders
 * racing for it, exactly one finds it paid and free. Answers whether this one did.
 */
export async function holdDeposit(
  db: Db,
  depositId: number,
  userId: number,
  orderId: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_deposit')
    .set({ used_order_id: orderId, used_at: nowIso, updated_at: nowIso })
    .where('id', '=', depositId)
    .where('user_id', '=', userId)
    .where('used_order_id', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shop_order as o')
          .select('o.id')
          .whereRef('o.id', '=', 'shop_deposit.order_id')
          .where('o.status', 'in', [...PAID_STATES]),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hands the deposit back from a balance order that closed unpaid (only if that order holds it). */
export async function releaseDeposit(db: Db, orderId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('shop_deposit')
    .set({ used_order_id: null, used_at: null, updated_at: nowIso })
    .where('used_order_id', '=', orderId)
    .execute();
}
