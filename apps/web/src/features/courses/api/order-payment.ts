import type { DataOf } from '@shangan/shared/contracts';
import type { QueryOrder } from '@shangan/shared/contracts/commerce/orders';
import type { PayState } from '@shangan/shared/contracts/payment';
import { mainApi } from '../../../lib/api';
import { waitForPaymentEvent } from '../../../lib/payment/event-stream';

/**
 * A course is sold through a shop order, so its payment is watched the way the shop watches
 * one: GET /pc/orders/query?id= polled (silently: a failed poll is retried), and the shop's
 * event stream GET /pc/orders/events/{id}, which pushes the settled state and ends.
 */
export const COURSE_ORDER_PAYMENT = {
  poll: async (orderId: number, signal: AbortSignal): Promise<PayState> =>
    (
      await mainApi.get<DataOf<typeof QueryOrder>>('/pc/orders/query', {
        params: { id: orderId },
        silent: true,
        signal,
      })
    ).payState,
  push: (orderId: number, signal: AbortSignal) =>
    waitForPaymentEvent(`/pc/orders/events/${orderId}`, signal),
};
