import { sql, type Insertable, type Selectable } from 'kysely';
import type {
  CoachingBookingTable,
  CoachingCoachTable,
  CoachingProductTable,
  CoachingSlotTable,
  Db,
} from '../../db/database.ts';

export type CoachingProductRow = Selectable<CoachingProductTable>;
export type CoachRow = Selectable<CoachingCoachTable>;
export type SlotRow = Selectable<CoachingSlotTable>;
export type BookingRow = Selectable<CoachingBookingTable>;

export function findProductByType(db: Db, type: string) {
  return db.selectFrom('coaching_product').selectAll().where('type', '=', type).executeTakeFirst();
}

export function findProductByGoods(db: Db, goodsId: number) {
  return db
    .selectFrom('coaching_product')
    .selectAll()
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
}

/** The product's coaches in their order on its page. */
export function coachesOf(db: Db, productId: number): Promise<CoachRow[]> {
  return db
    .selectFrom('coaching_product_coach as pc')
    .innerJoin('coaching_coach as c', 'c.id', 'pc.coach_id')
    .selectAll('c')
    .where('pc.product_id', '=', productId)
    .orderBy('pc.sort_order')
    .orderBy('c.id')
    .execute();
}

/** The product's slots starting after `fromIso` (and before `untilIso`), earliest first. */
export function slotsOf(db: Db, productId: number, fromIso: string, untilIso: string) {
  return db
    .selectFrom('coaching_slot as s')
    .innerJoin('coaching_coach as c', 'c.id', 's.coach_id')
    .selectAll('s')
    .select('c.name as coach_name')
    .where('s.product_id', '=', productId)
    .where('s.starts_at', '>', fromIso)
    .where('s.starts_at', '<', untilIso)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

export function findSlot(db: Db, id: number) {
  return db
    .selectFrom('coaching_slot as s')
    .innerJoin('coaching_coach as c', 'c.id', 's.coach_id')
    .selectAll('s')
    .select('c.name as coach_name')
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The largest slot of the product: its class size. */
export async function largestCapacity(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('coaching_slot')
    .select((eb) => eb.fn.max<number>('capacity').as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Takes one seat of the slot in one conditional update, so parallel buyers of the last seat
 * never both get it: answers false when the slot is full or starts before `bookableFromIso`.
 */
export async function takeSeat(
  db: Db,
  slotId: number,
  bookableFromIso: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('coaching_slot')
    .set({ taken: sql`taken + 1`, updated_at: nowIso })
    .where('id', '=', slotId)
    .where('starts_at', '>', bookableFromIso)
    .where((eb) => eb('taken', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertBooking(db: Db, values: Insertable<CoachingBookingTable>) {
  return db.insertInto('coaching_booking').values(values).execute();
}

export function findBooking(db: Db, orderId: number) {
  return db
    .selectFrom('coaching_booking as b')
    .innerJoin('coaching_slot as s', 's.id', 'b.slot_id')
    .innerJoin('coaching_coach as c', 'c.id', 's.coach_id')
    .innerJoin('coaching_product as p', 'p.id', 's.product_id')
    .selectAll('b')
    .select(['s.starts_at', 's.ends_at', 'c.name as coach_name', 'p.type'])
    .where('b.order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Whether the person already holds a seat of the slot: through a paid order, or an unpaid one
 * still within its time to pay.
 */
export async function holdsSeat(
  db: Db,
  userId: number,
  slotId: number,
  nowIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('coaching_booking as b')
    .innerJoin('shop_order as o', 'o.id', 'b.order_id')
    .select('b.id')
    .where('b.user_id', '=', userId)
    .where('b.slot_id', '=', slotId)
    .where('b.released_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('o.status', 'in', ['paid', 'shipped', 'received']),
        eb.and([eb('o.status', '=', 'unpaid'), eb('o.expires_at', '>', nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives back the seat of an order that has just closed unpaid: the booking is marked released
 * with a conditional update first, so the seat returns to its slot once whoever calls.
 */
export async function releaseSeat(db: Db, orderId: number, nowIso: string): Promise<void> {
  const booking = await db
    .selectFrom('coaching_booking')
    .select(['id', 'slot_id'])
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (!booking) return;
  const released = await db
    .updateTable('coaching_booking')
    .set({ released_at: nowIso })
    .where('id', '=', booking.id)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1) return;
  await db
    .updateTable('coaching_slot')
    .set({ taken: sql`taken - 1`, updated_at: nowIso })
    .where('id', '=', booking.slot_id)
    .where('taken', '>', 0)
    .execute();
}
