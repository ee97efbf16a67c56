/**
 * What the VIP module says about orders in words; the request and response shapes are the
 * endpoint contracts in @shangan/shared/contracts/vip.
 */
/**
 * geState: 0 unpaid, 1 paid, 2 expired or closed, 3 paid too late (to be refunded, or refunded
 * by an operator from the console).
 */
export const ORDER_STATE = {
  unpaid: 0,
  paid: 1,
  expired: 2,
  closed: 2,
  refund: 3,
  refunded: 3,
} as const;

export const OrderStatusText = {
  unpaid: '待支付',
  paid: '已支付',
  expired: '已过期',
  closed: '已关闭',
  refund: '已支付，待退款',
  refunded: '已退款',
} as const;

export const OrderTypeText: Record<number, string> = {
  1: '开通会员',
  2: '套餐续费',
  3: '套餐变更',
  4: '升级购买',
};
