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
