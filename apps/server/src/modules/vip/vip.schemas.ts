import { Type, type Static } from 'typebox';

/** VIP response shapes, money as yuan strings ("199.00"), times as ISO-8601 UTC. */
export const Yuan = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });

export const VipPackage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  days: Type.Integer(),
  price: Yuan,
  /** The promotional price, shown as the price to pay when present. */
  discountAmount: Type.Union([Yuan, Type.Null()]),
  showOriginPrice: Type.Boolean(),
  isActivity: Type.Boolean(),
  intro: Type.String(),
  explain: Type.String(),
  level: Type.Integer(),
  validUntil: Type.String(),
  isBuy: Type.Boolean(),
  /** Why a greyed package cannot be bought; null when it can. */
  reason: Type.Union([Type.String(), Type.Null()]),
  daysRemaining: Type.Integer(),
  /** Deducted from the current plan (change and upgrade). */
  priceDifference: Yuan,
  /** What the person would pay now: the effective price less the deduction. */
  payAmount: Yuan,
  /** The order type (1–4) buying this package from this list means. */
  orderType: Type.Integer(),
  isCurrent: Type.Boolean(),
});

export const VipProductGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  weight: Type.Integer(),
  isChange: Type.Boolean(),
  /** The tier the person holds now. */
  isCurrent: Type.Boolean(),
  benefit: Type.Array(Type.Object({ icon: Type.String(), name: Type.String() })),
  product: Type.Array(VipPackage),
});
export type VipProductGroup = Static<typeof VipProductGroup>;

export const Adviser = Type.Object({ id: Type.Integer(), name: Type.String() });

export const CreatedOrder = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  payAmount: Yuan,
  deduction: Yuan,
  /** 购买物品 */
  product: Type.String(),
  /** The text the payment QR code encodes. */
  url: Type.String(),
  expiresAt: Type.String(),
});

/** geState: 0 unpaid, 1 paid, 2 expired or closed, 3 paid too late (refunded by an operator). */
export const OrderState = Type.Integer({ minimum: 0, maximum: 3 });
export const ORDER_STATE = { unpaid: 0, paid: 1, expired: 2, closed: 2, refund: 3 } as const;

export const OrderStatusText = {
  unpaid: '待支付',
  paid: '已支付',
  expired: '已过期',
  closed: '已关闭',
  refund: '已支付，待退款',
} as const;

export const OrderTypeText: Record<number, string> = {
  1: '开通会员',
  2: '套餐续费',
  3: '套餐变更',
  4: '升级购买',
};

export const OrderListItem = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  type: Type.Integer(),
  typeText: Type.String(),
  product: Type.String(),
  listPrice: Yuan,
  deduction: Yuan,
  payAmount: Yuan,
  status: Type.Integer(),
  statusText: Type.String(),
  dealCustomer: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  vipExpiresAt: Type.Union([Type.String(), Type.Null()]),
});

export const OrderIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '订单编号不正确' }),
});
