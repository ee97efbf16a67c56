import { waitForPaymentEvent } from '../../../lib/payment/event-stream';

/**
 * GET /pc/vipOrders/events/{id} — outside the envelope: the server pushes `paid` (or `state`
 * when the order can no longer be paid) and ends the stream. Resolves with the state, or null
 * when the stream gave up (the poll of geState then carries on alone).
 */
export function waitForOrderEvent(orderId: number, signal: AbortSignal) {
  return waitForPaymentEvent(`/pc/vipOrders/events/${orderId}`, signal);
}
