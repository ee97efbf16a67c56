import type { OrderTab, ShopOrderState } from './contracts/commerce/orders.ts';

/**
 * A shop order's state in words: the same on each order (its tag, the pay page) as on the
 * 我的订单 tab that lists it, so a paid order reads 待发货 under 待发货.
 */
export const ORDER_STATE_TEXT: Readonly<Record<ShopOrderState, string>> = {
  unpaid: '待支付',
  paid: '待发货',
  shipped: '待收货',
  received: '已完成',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
};

/** The tabs of 我的订单, in order; 退款售后 gathers refunding and refunded orders. */
export const ORDER_TABS: ReadonlyArray<{ key: OrderTab; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'unpaid', label: ORDER_STATE_TEXT.unpaid },
  { key: 'paid', label: ORDER_STATE_TEXT.paid },
  { key: 'shipped', label: ORDER_STATE_TEXT.shipped },
  { key: 'received', label: ORDER_STATE_TEXT.received },
  { key: 'closed', label: ORDER_STATE_TEXT.closed },
  { key: 'refund', label: '退款售后' },
];

/** Why a finance user refunds an order: required, shown to the buyer on the order. */
export const REFUND_REASON_MAX = 80;

/** A refund's state at the gateway: asked and waiting, done, or refused (retry possible). */
export const REFUND_STATES = ['processing', 'success', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_STATE_TEXT: Readonly<Record<RefundState, string>> = {
  processing: '退款处理中',
  success: '已退款',
  failed: '退款失败',
};

export const RefundMsg = {
  orderNotFound: '订单不存在',
  reasonRequired: '请填写退款原因',
  reasonTooLong: `退款原因不能超过${REFUND_REASON_MAX}个字`,
  notPaid: '只有已支付的订单可以退款',
  alreadyRefunded: '该订单已退款',
  kindNotRefundable: '报名服务、定金和辅导订单暂不支持在后台退款，请联系技术人员处理',
  providerMissing: '该订单的支付方式当前未开通，无法原路退款',
  gatewayFailed: '支付平台暂时无法受理退款，请稍后重试',
  processing: '退款已提交，支付平台处理中，请稍后刷新查看结果',
  refunded: '退款成功，款项将原路退回',
} as const;
