import { API_PREFIX } from '@shangan/shared';
import { getToken } from '../../../lib/session-storage';

/**
 * Reads a server-sent event stream of the main API until `pick` accepts one event's data, and
 * resolves with what it picked; null when the stream ended or failed first (the poll then
 * carries on alone). Read with fetch rather than EventSource, so the bearer token travels in a
 * header instead of the URL.
 */
export async function firstEvent<T>(
  path: string,
  pick: (data: unknown) => T | null,
  signal: AbortSignal,
): Promise<T | null> {
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
        const picked = pickBlock(buffer.slice(0, end), pick);
        buffer = buffer.slice(end + 2);
        if (picked !== null) return picked;
      }
    }
  } catch {
    return null;
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

function pickBlock<T>(block: string, pick: (data: unknown) => T | null): T | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('\n');
  if (!data) return null;
  try {
    return pick(JSON.parse(data));
  } catch {
    return null;
  }
}
