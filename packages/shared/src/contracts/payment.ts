import { Type, type Static } from 'typebox';

/**
 * What VIP orders and shop orders share on the way to being paid: one gateway, one notify route
 * and one local demo pay page serve both order books (their payment desks tell them apart by the
 * order number's first letter).
 */

/**
 * An order's pay state as a waiting payment dialog reads it, VIP (geState) and shop
 * (QueryOrder's payState) alike: 0 unpaid, 1 paid, 2 expired or closed, 3 paid but refunded or
 * to be refunded by an operator.
 */
export const PayState = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
]);
export type PayState = Static<typeof PayState>;

/**
 * The `data` of every event on a payment event stream (GET /pc/vipOrders/events/{id},
 * GET /pc/orders/events/{id}). Those routes answer text/event-stream, outside the envelope:
 * `event: paid` the moment the order is settled, or `event: state` once it can no longer be
 * paid; then the stream ends.
 */
export const PaymentEvent = Type.Object({
  /** The order's id within its own book (VIP and shop orders are numbered apart). */
  id: Type.Integer(),
  state: PayState,
});
export type PaymentEvent = Static<typeof PaymentEvent>;

/** The events' names: `paid` with state 1, `state` with 2 or 3. */
export type PaymentEventName = 'paid' | 'state';

/** Which order book an order number belongs to: what the payment is for. */
export const PaymentSource = Type.Enum(['vip', 'shop']);
export type PaymentSource = Static<typeof PaymentSource>;
