import type { Insertable, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type {
  Database,
  Db,
  ShopOrderLineTable,
  ShopOrderStatus,
  ShopOrderTable,
} from '../../db/database.ts';

export type OrderRow = Selectable<ShopOrderTable>;
export type LineRow = Selectable<ShopOrderLineTable>;

export function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByNum(db: Db, orderNum: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('shop_order')
    .selectAll()
    .where('order_num', '=', orderNum)
    .executeTakeFirst();
}

export function insertOrder(db: Db, values: Insertable<ShopOrderTable>): Promise<OrderRow> {
  return db.insertInto('shop_order').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertLines(db: Db, lines: Array<Insertable<ShopOrderLineTable>>) {
  if (lines.length > 0) await db.insertInto('shop_order_line').values(lines).execute();
}

export async function addEvent(
  db: Db,
  orderId: number,
  state: ShopOrderStatus,
  text: string,
  at: string,
) {
  await db
    .insertInto('shop_order_event')
    .values({ order_id: orderId, state, text, created_at: at })
    .execute();
}

export function listEvents(db: Db, orderId: number) {
  return db
    .selectFrom('shop_order_event')
    .select(['state', 'text', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function linesOf(db: Db, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const map = new Map<number, LineRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .selectFrom('shop_order_line')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  for (const row of rows) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row]);
  return map;
}

/**
 * Moves an order on from the status it is in now; answers false when something else moved it
 * first (a parallel notice, the sweeper, the buyer's cancel), so each transition happens once.
 */
export async function moveOrder(
  db: Db,
  id: number,
  from: ShopOrderStatus,
  changes: Updateable<ShopOrderTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPayUrl(db: Db, id: number, url: string) {
  await db.updateTable('shop_order').set({ pay_url: url }).where('id', '=', id).execute();
}

export async function countUnpaid(db: Db, userId: number, nowIso: string): Promise<number> {
  const row = await db
    .selectFrom('shop_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'unpaid')
    .where('expires_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tabs of 我的订单 as row filters; an unpaid order past its time already reads as closed. */
export type OrderTabFilter =
  'all' | 'unpaid' | 'paid' | 'shipped' | 'received' | 'closed' | 'refund';

/**
 * Narrows 我的订单 further: to given orders (those linked to another module's row, an
 * enlistment or a course; never an empty list).
 */
export interface OrderScope {
  orderIds?: number[] | undefined;
}

function tabbed(db: Db, userId: number, tab: OrderTabFilter, nowIso: string, scope: OrderScope) {
  let query = db.selectFrom('shop_order').where('user_id', '=', userId).where('hidden', '=', 0);
  if (scope.orderIds !== undefined) query = query.where('id', 'in', scope.orderIds);
  return withTab(query, tab, nowIso);
}

/** Narrows a query of orders to one tab of 我的订单 (the console's order list uses it too). */
export function withTab(
  query: SelectQueryBuilder<Database, 'shop_order', object>,
  tab: OrderTabFilter,
  nowIso: string,
) {
  switch (tab) {
    case 'all':
      return query;
    case 'unpaid':
      return query.where('status', '=', 'unpaid').where('expires_at', '>', nowIso);
    case 'closed':
      return query.where((eb) =>
        eb.or([
          eb('status', '=', 'closed'),
          eb.and([eb('status', '=', 'unpaid'), eb('expires_at', '<=', nowIso)]),
        ]),
      );
    case 'refund':
      return query.where('status', 'in', ['refunding', 'refunded']);
    default:
      return query.where('status', '=', tab);
  }
}

export async function listOrders(
  db: Db,
  userId: number,
  tab: OrderTabFilter,
  nowIso: string,
  limit: number,
  scope: OrderScope = {},
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    tabbed(db, userId, tab, nowIso, scope)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    tabbed(db, userId, tab, nowIso, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Unpaid orders past their time, for the sweeper. */
export function findExpiredUnpaid(db: Db, nowIso: string, limit = 200) {
  return db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', 'unpaid')
    .where('expires_at', '<=', nowIso)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Shipped orders whose buyer never confirmed, shipped before `beforeIso`. */
export function findLongShipped(db: Db, beforeIso: string, limit = 200) {
  return db
    .selectFrom('shop_order')
    .select('id')
    .where('status', '=', 'shipped')
    .where('shipped_at', '<=', beforeIso)
    .orderBy('shipped_at')
    .limit(limit)
    .execute();
}
