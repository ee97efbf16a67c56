import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as the browser's parser would see it. */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface RoomEvents {
  status: number;
  headers: Headers;
  /** The envelope of a refusal (the stream never opened). */
  refusal: { code: number; msg: string } | null;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Raw text received so far (comments included). */
  text(): string;
  /** The first event from `from` on that matches; waits for it (the stream ending rejects). */
  next(match: (event: SseEvent) => boolean, from?: number): Promise<SseEvent>;
  /** Data of the first such event, parsed. */
  nextData<T>(type: string, match?: (data: T) => boolean): Promise<T>;
  close(): void;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
}

export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/** Opens a room's event stream on a listening app as the page does (fetch, bearer token). */
export async function openRoomEvents(
  app: FastifyInstance,
  sessionId: number | string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<RoomEvents> {
  const controller = new AbortController();
  const res = await fetch(
    `http://127.0.0.1:${portOf(app)}/api/v1/pc/live/sessions/${sessionId}/events`,
    {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      signal: controller.signal,
    },
  );
  const events: SseEvent[] = [];
  let raw = '';
  let buffer = '';
  let finished = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const refusal = (await res.json()) as { code: number; msg: string };
    return {
      status: res.status,
      headers: res.headers,
      refusal,
      events,
      text: () => '',
      next: () => Promise.reject(new Error('the stream was refused')),
      nextData: () => Promise.reject(new Error('the stream was refused')),
      close: () => undefined,
      ended: Promise.resolve(),
    };
  }

  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += value;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { event: 'message', id: null, data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') {
              event.data = hasData ? `${event.data}\n${value}` : value;
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
        wake();
      }
    } catch {
      // Aborted by close(): the stream is over for the test too.
    } finally {
      finished = true;
      wake();
    }
  })();

  const next = (match: (event: SseEvent) => boolean, from = 0) =>
    new Promise<SseEvent>((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(match);
        if (found) {
          waiters.delete(check);
          resolve(found);
        } else if (finished) {
          waiters.delete(check);
          reject(new Error(`the stream ended without the event; got ${JSON.stringify(events)}`));
        }
      };
      waiters.add(check);
      check();
    });

  return {
    status: res.status,
    headers: res.headers,
    refusal: null,
    events,
    text: () => raw,
    next,
    async nextData<T>(type: string, match: (data: T) => boolean = () => true) {
      const event = await next((e) => e.event === type && match(JSON.parse(e.data) as T));
      return JSON.parse(event.data) as T;
    },
    close: () => controller.abort(),
    ended,
  };
}
