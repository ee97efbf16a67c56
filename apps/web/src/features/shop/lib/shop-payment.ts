/**
 * How a shop order's payment is watched and what is said when it settles other than paid,
 * whichever site shows the payment step (the desktop's dialog, the mobile sheet).
 */
import type { PayState } from '@shangan/shared/contracts/payment';
import { waitForOrderEvent } from '../api/order-events';
import { fetchOrderPayState } from '../api/query-order';

export const SETTLE_FAILURE = {
  2: '订单已关闭，请重新下单',
  3: '订单状态已变化，已支付的款项将原路退回',
} as const;

/** /pc/orders/query polled, the shop's event stream. */
export const SHOP_PAYMENT = {
  poll: async (orderId: number, signal: AbortSignal): Promise<PayState> =>
    (await fetchOrderPayState(orderId, signal)).payState,
  push: waitForOrderEvent,
};
