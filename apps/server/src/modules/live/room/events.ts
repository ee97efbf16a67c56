import type http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventStreamSlots } from '../../../plugins/app/event-streams.ts';
import type { LiveContext } from '../context.ts';
import type { LiveEvent } from './bus.ts';
import { messagesAfter, raisePeakOnline } from './chat.repository.ts';
import { messageViews, watchableSession } from './chat.service.ts';

/** A comment this often keeps proxies (and the browser) from taking a quiet room for a dead one. */
export const HEARTBEAT_MS = 15_000;
/** Messages a reconnecting viewer is sent again at most (the chat history has the rest). */
const REPLAY_LIMIT = 200;
/**
 * A viewer whose connection takes events more slowly than the room makes them is dropped once
 * this much waits for it, rather than holding a growing buffer; its reconnection catches up.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The open event streams of the routes, each by its finishing function, ended before the server closes. */
export type OpenStreams = Set<() => void>;

// An event reaches every viewer of the room on this instance as one object: it is written out
// once, not once per viewer.
const frames = new WeakMap<LiveEvent, string>();

/** `id:` (messages only: the last one seen comes back as Last-Event-ID), `event:`, `data:`. */
export function frameOf(event: LiveEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    const id = event.type === 'message' ? `id: ${event.data.id}\n` : '';
    frame = `${id}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/** The id of the last message a reconnecting viewer saw, when the header holds one. */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export interface RoomStream {
  ctx: LiveContext;
  request: FastifyRequest;
  reply: FastifyReply;
  sessionId: number;
  /** Per-user stream slots (app.eventStreams): taking one may refuse with a 429. */
  slots: EventStreamSlots;
  streams: OpenStreams;
}

/**
 * GET /pc/live/sessions/:id/events: the room's events as server-sent events, for as long as the
 * viewer stays. Every refusal (not signed in, no right to watch, no such session, too many open
 * streams) comes before the stream opens, as an ordinary envelope. Once open: the viewer counts
 * as online, hears the current count at once, and, coming back with Last-Event-ID, first gets the
 * messages it missed.
 */
export async function streamRoomEvents(stream: RoomStream): Promise<void> {
  const { ctx, request, reply, streams } = stream;
  const userId = request.user!.id;
  const session = await watchableSession(ctx, userId, stream.sessionId);
  const lastSeen = lastEventIdOf(request.headers['last-event-id']);
  const releaseSlot = stream.slots.take(userId);

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    // The security headers the onRequest hook gave the reply.
    ...(reply.getHeaders() as http.OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise hold the events back in its buffer.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n: connected\n\n');

  let done = false;
  // While the missed messages are read, new events wait here so the order stays right.
  let held: LiveEvent[] | null = lastSeen === null ? null : [];
  const replayed = new Set<number>();

  const write = (chunk: string) => {
    if (done || res.writableEnded) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) finish();
  };
  const send = (event: LiveEvent) => {
    if (event.type === 'message' && replayed.has(event.data.id)) return;
    write(frameOf(event));
  };

  const unwatch = ctx.bus.watch(session.id, (event) => {
    if (held) held.push(event);
    else send(event);
  });
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  function finish() {
    if (done) return;
    done = true;
    releaseSlot();
    unwatch();
    clearInterval(heartbeat);
    streams.delete(finish);
    if (!res.writableEnded) res.end();
  }
  streams.add(finish);
  // The response's close: the viewer left (or the connection broke).
  res.on('close', finish);
  // A viewer who left while the checks ran is gone before the listener above was there.
  if (res.destroyed || !res.socket || res.socket.destroyed) finish();

  // The reply is hijacked: a failed read (the database away) must not escape. The stream goes on
  // without the catch-up or the count, which the page's history and the next count make up.
  try {
    if (lastSeen !== null) {
      const rows = await messagesAfter(ctx.db, session.id, lastSeen, REPLAY_LIMIT);
      for (const message of await messageViews(ctx.db, rows)) {
        send({ type: 'message', data: message });
        replayed.add(message.id);
      }
    }
  } catch (err) {
    request.log.error({ err, sessionId: session.id }, 'live room catch-up failed');
  }
  const waiting = held ?? [];
  held = null;
  for (const event of waiting) send(event);

  try {
    const count = await ctx.bus.online(session.id);
    write(`event: online\ndata: ${JSON.stringify({ count })}\n\n`);
    await raisePeakOnline(ctx.db, session.id, count);
  } catch (err) {
    request.log.error({ err, sessionId: session.id }, 'live room count failed');
  }
}
