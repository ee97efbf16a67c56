import { API_PREFIX } from '@shangan/shared';
import { getToken } from '../../../lib/session-storage';
import type { VipOrderState } from '../types';

/**
 * GET /pc/vipOrders/events/{id} — the server pushes `paid` (or `state` when the order can no
 * longer be paid) and ends the stream. Read with fetch rather than EventSource, so the bearer
 * token travels in a header instead of the URL. Resolves with the state, or null when the
 * stream ended or failed without one (the poll then carries on alone).
 */
export async function waitForOrderEvent(
  orderId: number,
  signal: AbortSignal,
): Promise<VipOrderState | null> {
  const token = getToken();
  if (!token) return null;
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX.main}/pc/vipOrders/events/${orderId}`, {
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
      // Events are separated by a blank line; comments (": ping") carry nothing.
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const state = stateOf(buffer.slice(0, end));
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

function stateOf(block: string): VipOrderState | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('\n');
  if (!data) return null;
  try {
    const state = (JSON.parse(data) as { state?: unknown }).state;
    return state === 1 || state === 2 || state === 3 ? state : null;
  } catch {
    return null;
  }
}
