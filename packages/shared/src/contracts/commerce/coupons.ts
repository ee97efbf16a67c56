import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageQuery, Yuan } from '../common.ts';

/**
 * Coupons (优惠券): an amount off a minimum spend, for all goods, one kind of goods or named
 * goods, valid for a time. The server decides which apply and what they take off.
 */
const TAG = '优惠券';

export const CouponStatus = Type.Enum(['available', 'used', 'expired'], {
  errorMessage: '优惠券状态不正确',
});
export type CouponStatus = Static<typeof CouponStatus>;

/** all goods, one kind of goods, or the goods the coupon names. */
export const CouponScope = Type.Enum(['all', 'kind', 'goods']);
export type CouponScope = Static<typeof CouponScope>;

export const Coupon = Type.Object({
  /** The person's coupon (what an order names), not the template. */
  id: Type.Integer(),
  name: Type.String(),
  /** Taken off the goods amount. */
  amount: Yuan,
  /** The goods amount the order must reach; "0.00" for none. */
  minSpend: Yuan,
  /** e.g. 满100减20, 无门槛减5 */
  ruleText: Type.String(),
  scope: CouponScope,
  /** e.g. 全场通用, 仅限图书, 限指定商品 */
  scopeText: Type.String(),
  validFrom: Type.String(),
  validUntil: Type.String(),
  status: CouponStatus,
  statusText: Type.String(),
  usedAt: Type.Union([Type.String(), Type.Null()]),
  /** The order that spent it. */
  orderNum: Type.Union([Type.String(), Type.Null()]),
});
export type Coupon = Static<typeof Coupon>;

/** A coupon weighed against one cart: what it takes off there, or why it does not apply. */
export const CouponForCart = Type.Object({
  ...Coupon.properties,
  usable: Type.Boolean(),
  /** What it would take off this cart ("0.00" when not usable). */
  discount: Yuan,
  /** Why it does not apply (未达到使用门槛, 不适用于所选商品, 尚未到使用时间 …); null when usable. */
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type CouponForCart = Static<typeof CouponForCart>;

export const ListCoupons = endpoint({
  method: 'GET',
  path: '/pc/coupons/index',
  tag: TAG,
  summary: '我的优惠券（可使用 / 已使用 / 已过期，分页，含各状态数量）',
  querystring: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(CouponStatus),
  }),
  data: Type.Object({
    list: Type.Array(Coupon),
    total: Type.Integer(),
    counts: Type.Object({
      available: Type.Integer(),
      used: Type.Integer(),
      expired: Type.Integer(),
    }),
  }),
});
