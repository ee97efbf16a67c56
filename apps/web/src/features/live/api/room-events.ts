import { API_PREFIX } from '@shangan/shared';
import { getToken } from '../../../lib/session-storage';
import { roomEventOf, type RoomEvent } from '../lib/room-events';
import { createSseParser } from '../../../lib/sse-parser';

/** How a room's event stream ended: closed by either side, or refused before it opened. */
export type StreamEnd = { kind: 'closed' } | { kind: 'refused'; status: number };

/**
 * GET /pc/live/sessions/:id/events — the room's server-sent events (chat, removals, pins, the
 * announcement, state, online count, mutes), read with fetch like the site's other event
 * streams so the session's bearer header travels with it, not the token in the address.
 * `onOpen` runs once the server has accepted the stream. Resolves when the stream ends.
 */
export async function readRoomEvents(
  sessionId: number,
  handlers: { onOpen: () => void; onEvent: (event: RoomEvent) => void },
  signal: AbortSignal,
): Promise<StreamEnd> {
  const token = getToken();
  const res = await fetch(`${API_PREFIX.main}/pc/live/sessions/${sessionId}/events`, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !res.body || !type.includes('text/event-stream')) {
    // A refusal is an envelope (login, no right, no such room), answered before the stream.
    await res.body?.cancel().catch(() => undefined);
    return { kind: 'refused', status: res.status };
  }
  handlers.onOpen();
  const parser = createSseParser((frame) => {
    const event = roomEventOf(frame);
    if (event) handlers.onEvent(event);
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { kind: 'closed' };
      parser.push(value);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
