import type { PayState } from '../types';
import { firstEvent } from './event-stream';

/**
 * GET /pc/orders/events/{id} — outside the envelope: the server pushes `paid` (or `state` once
 * the order can no longer be paid) and ends the stream, as VIP's payment events do. The event's
 * data carries the pay state as `state`; resolves with it, or null when the stream gave up.
 */
export function waitForOrderEvent(orderId: number, signal: AbortSignal): Promise<PayState | null> {
  return firstEvent(`/pc/orders/events/${orderId}`, payStateOf, signal);
}

function payStateOf(data: unknown): PayState | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as { state?: unknown; payState?: unknown };
  const state = typeof record.payState === 'number' ? record.payState : record.state;
  return state === 1 || state === 2 || state === 3 ? state : null;
}
