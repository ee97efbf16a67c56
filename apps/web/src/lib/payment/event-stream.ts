import { API_PREFIX } from '@shangan/shared';
import type { PayState, PaymentEvent } from '@shangan/shared/contracts/payment';
import { getToken } from '../session-storage';

/** Every pay state but 0 (unpaid) ends the wait: 1 paid, 2 closed or expired, 3 refunded. */
export type SettledPayState = Exclude<PayState, 0>;

/**
 * Listens on a payment event stream of the main API (VIP's /pc/vipOrders/events/{id}, the
 * shop's /pc/orders/events/{id}): the server pushes `paid`, or `state` once the order can no
 * longer be paid, each with a PaymentEvent as data, and ends the stream. Resolves with the
 * settled state, or null when the stream ended or failed without one (the poll then carries on
 * alone). Read with fetch rather than EventSource, so the bearer token travels in a header
 * instead of the URL.
 */
export async function waitForPaymentEvent(
  path: string,
  signal: AbortSignal,
): Promise<SettledPayState | null> {
  const token = getToken();
  if (!token) return null;
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX.main}${path}`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal,
    });
  } catch {
    return null;
  }
  if (!res.ok || !res.body) return null;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
      // Events are separated by a blank line; comments (": ping") carry no data.
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const state = settledStateOf(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (state !== null) return state;
      }
    }
  } catch {
    return null;
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

function settledStateOf(block: string): SettledPayState | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('\n');
  if (!data) return null;
  try {
    // Checked rather than trusted: a proxy may have mangled or cut the stream.
    const state = (JSON.parse(data) as Partial<PaymentEvent>).state;
    return state === 1 || state === 2 || state === 3 ? state : null;
  } catch {
    return null;
  }
}
