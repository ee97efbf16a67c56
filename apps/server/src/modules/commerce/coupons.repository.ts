import type { Db } from '../../db/database.ts';

/** A person's coupon joined with its template's rule. */
export interface CouponRow {
  id: number;
  user_id: number;
  template_id: number;
  status: 'available' | 'used';
  valid_from: string;
  valid_until: string;
  order_id: number | null;
  used_at: string | null;
  name: string;
  amount: number;
  min_spend: number;
  scope: string;
  scope_kind: string | null;
}

function couponQuery(db: Db) {
  return db
    .selectFrom('shop_user_coupon as u')
    .innerJoin('shop_coupon_template as t', 't.id', 'u.template_id')
    .select([
      'u.id',
      'u.user_id',
      'u.template_id',
      'u.status',
      'u.valid_from',
      'u.valid_until',
      'u.order_id',
      'u.used_at',
      't.name',
      't.amount',
      't.min_spend',
      't.scope',
      't.scope_kind',
    ]);
}

export type CouponFilter = 'available' | 'used' | 'expired';

function filtered(db: Db, userId: number, filter: CouponFilter | undefined, nowIso: string) {
  let query = couponQuery(db).where('u.user_id', '=', userId);
  if (filter === 'used') query = query.where('u.status', '=', 'used');
  if (filter === 'available') {
    query = query.where('u.status', '=', 'available').where('u.valid_until', '>', nowIso);
  }
  if (filter === 'expired') {
    query = query.where('u.status', '=', 'available').where('u.valid_until', '<=', nowIso);
  }
  return query;
}

export async function listCoupons(
  db: Db,
  userId: number,
  filter: CouponFilter | undefined,
  nowIso: string,
  page: number,
  pageSize: number,
): Promise<CouponRow[]> {
  return filtered(db, userId, filter, nowIso)
    .orderBy('u.valid_until', filter === 'available' ? 'asc' : 'desc')
    .orderBy('u.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

export async function countCoupons(db: Db, userId: number, nowIso: string) {
  const rows = await db
    .selectFrom('shop_user_coupon')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .select((eb) => eb.case().when('valid_until', '<=', nowIso).then(1).else(0).end().as('lapsed'))
    .where('user_id', '=', userId)
    .groupBy(['status', 'lapsed'])
    .execute();
  const counts = { available: 0, used: 0, expired: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.status === 'used') counts.used += n;
    else if (Number(row.lapsed) === 1) counts.expired += n;
    else counts.available += n;
  }
  return counts;
}

/** The person's coupons that could still be spent (not used, not past their end). */
export function listSpendable(db: Db, userId: number, nowIso: string): Promise<CouponRow[]> {
  return filtered(db, userId, 'available', nowIso)
    .orderBy('u.valid_until', 'asc')
    .orderBy('u.id')
    .execute();
}

export function findCoupon(db: Db, userId: number, id: number): Promise<CouponRow | undefined> {
  return couponQuery(db).where('u.id', '=', id).where('u.user_id', '=', userId).executeTakeFirst();
}

/** The goods a coupon of scope 'goods' names, by template. */
export async function scopedGoods(
  db: Db,
  templateIds: number[],
): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>();
  if (templateIds.length === 0) return map;
  const rows = await db
    .selectFrom('shop_coupon_goods')
    .select(['template_id', 'goods_id'])
    .where('template_id', 'in', [...new Set(templateIds)])
    .execute();
  for (const row of rows) {
    const set = map.get(row.template_id) ?? new Set<number>();
    set.add(row.goods_id);
    map.set(row.template_id, set);
  }
  return map;
}

/**
 * Spends the coupon on an order in one conditional update: of any number of checkouts racing
 * for it, exactly one finds it still available and within its dates.
 */
export async function spendCoupon(
  db: Db,
  couponId: number,
  userId: number,
  orderId: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_user_coupon')
    .set({ status: 'used', order_id: orderId, used_at: nowIso, updated_at: nowIso })
    .where('id', '=', couponId)
    .where('user_id', '=', userId)
    .where('status', '=', 'available')
    .where('valid_from', '<=', nowIso)
    .where('valid_until', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hands the coupon back from an order that closed unpaid (only if that order holds it). */
export async function releaseCoupon(db: Db, couponId: number, orderId: number, nowIso: string) {
  await db
    .updateTable('shop_user_coupon')
    .set({ status: 'available', order_id: null, used_at: null, updated_at: nowIso })
    .where('id', '=', couponId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'used')
    .execute();
}
