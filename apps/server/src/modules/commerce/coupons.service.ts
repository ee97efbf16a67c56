import type { Coupon, CouponStatus } from '@shangan/shared/contracts/commerce/coupons';
import type { CommerceContext } from './commerce-context.ts';
import { couponView } from './coupon-rules.ts';
import { countCoupons, listCoupons } from './coupons.repository.ts';

/** GET /pc/coupons/index: the person's coupons under one status, with the count of each. */
export async function couponList(
  ctx: CommerceContext,
  userId: number,
  status: CouponStatus | undefined,
  page: number,
  pageSize: number,
): Promise<{ list: Coupon[]; total: number; counts: Record<CouponStatus, number> }> {
  const now = new Date();
  const nowIso = now.toISOString();
  const [rows, counts] = await Promise.all([
    listCoupons(ctx.db, userId, status, nowIso, page, pageSize),
    countCoupons(ctx.db, userId, nowIso),
  ]);
  const orderIds = rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id]));
  const orderNums = new Map<number, string>();
  if (orderIds.length > 0) {
    const orders = await ctx.db
      .selectFrom('shop_order')
      .select(['id', 'order_num'])
      .where('id', 'in', orderIds)
      .execute();
    for (const o of orders) orderNums.set(o.id, o.order_num);
  }
  const total = status ? counts[status] : counts.available + counts.used + counts.expired;
  return {
    list: rows.map((row) =>
      couponView(row, now, row.order_id === null ? null : (orderNums.get(row.order_id) ?? null)),
    ),
    total,
    counts,
  };
}
