import { waitForPaymentEvent } from '../../../lib/payment/event-stream';

/**
 * GET /pc/orders/events/{id} — outside the envelope: the server pushes `paid` (or `state` once
 * the order can no longer be paid) and ends the stream, as VIP's payment events do. Resolves
 * with the pay state, or null when the stream gave up (the poll then carries on alone).
 */
export function waitForOrderEvent(orderId: number, signal: AbortSignal) {
  return waitForPaymentEvent(`/pc/orders/events/${orderId}`, signal);
}
