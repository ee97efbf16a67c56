import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveRoomEvent } from '@shangan/shared/contracts/live';
import {
  firstConnection,
  logRedisOutages,
  redisFailed,
  redisNames,
  redisReady,
} from '../../../lib/redis-state.ts';
import { OnlineCounter } from './online.ts';

/** The longest start-up waits for the first subscription to a Redis that does not answer. */
const SUBSCRIBE_WAIT_MS = 3_000;

/** One event of a room, as its viewers' event streams send it. */
export type LiveEvent = LiveRoomEvent;

export type LiveEventType = LiveEvent['type'];
export type LiveListener = (event: LiveEvent) => void;

/**
 * The events of each live room, for every viewer on every instance: in one process an
 * EventEmitter carries them; with Redis every instance publishes to one channel and delivers
 * what it hears to its own listeners, so a message sent through one instance reaches the
 * viewers held by another.
 */
export interface LiveBus {
  /** Delivers the event to the room's listeners on all instances. */
  publish(sessionId: number, event: LiveEvent): Promise<void>;
  /** Listens to the room's events; answers the unsubscribe function. */
  subscribe(sessionId: number, listener: LiveListener): () => void;
  /**
   * A viewer's event stream: listens like subscribe and counts as one viewer of the room until
   * the answered function is called.
   */
  watch(sessionId: number, listener: LiveListener): () => void;
  /** Viewers of the room across instances. */
  online(sessionId: number): Promise<number>;
  close(): Promise<void>;
}

export interface LiveBusOptions {
  /** app.redis: null without REDIS_URL. */
  redis: Redis | null;
  log: FastifyBaseLogger;
  /** REDIS_PREFIX: the channel and the count hashes live under it. */
  prefix: string;
}

/** What travels on the channel: the sender (which delivered to itself already), room, event. */
interface Envelope {
  from: string;
  sessionId: number;
  event: LiveEvent;
}

const EVENT_TYPES = new Set<string>([
  'message',
  'removed',
  'pinned',
  'announcement',
  'state',
  'online',
  'muted',
]);

function parseEnvelope(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Partial<Envelope> | null;
    if (
      value &&
      typeof value.from === 'string' &&
      Number.isInteger(value.sessionId) &&
      value.event &&
      EVENT_TYPES.has(value.event.type) &&
      typeof value.event.data === 'object' &&
      value.event.data !== null
    ) {
      return value as Envelope;
    }
  } catch {
    // Not ours: ignored like any foreign message on the channel.
  }
  return null;
}

export async function createLiveBus(options: LiveBusOptions): Promise<LiveBus> {
  const { redis, log, prefix } = options;
  const names = redisNames(prefix);
  const channel = names.channel('live:room');
  const instance = crypto.randomUUID();

  const local = new EventEmitter();
  // One listener per open event stream: bounded by the streams, not a leak.
  local.setMaxListeners(0);
  const roomEvent = (sessionId: number) => `room:${sessionId}`;
  const deliver = (sessionId: number, event: LiveEvent) => local.emit(roomEvent(sessionId), event);

  const subscribe = (sessionId: number, listener: LiveListener) => {
    // One viewer's failing listener must not keep the event from the others.
    const guarded = (event: LiveEvent) => {
      try {
        listener(event);
      } catch (err) {
        log.error({ err, sessionId }, 'live room listener failed');
      }
    };
    local.on(roomEvent(sessionId), guarded);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      local.off(roomEvent(sessionId), guarded);
    };
  };

  let publishRemote: (sessionId: number, event: LiveEvent) => Promise<void> = async () => undefined;
  let closeRemote: () => Promise<void> = async () => undefined;

  if (redis) {
    // A connection in subscriber mode can run no other command, hence a second one. It connects
    // and reconnects in the background and subscribes afresh each time it is ready (ioredis's
    // own resubscription is off, so one mechanism covers a first connection long after start,
    // when Redis was down then, and every reconnection).
    const subscriber = redis.duplicate({ autoResubscribe: false });
    logRedisOutages(subscriber, log, 'Redis subscriber of the live rooms', 'debug');
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const envelope = parseEnvelope(text);
      // This instance's own events were delivered here when published.
      if (envelope && envelope.from !== instance) deliver(envelope.sessionId, envelope.event);
    });
    const subscribed = new Promise<void>((resolve) => {
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => resolve(),
          (err: unknown) => {
            // The connection dropped again; the next 'ready' tries anew.
            log.debug({ err, channel }, 'live rooms not subscribed yet');
            resolve();
          },
        );
      });
    });
    // A start with Redis up subscribes before the first request; one with Redis down goes on.
    await firstConnection(subscriber, SUBSCRIBE_WAIT_MS, subscribed);

    publishRemote = async (sessionId, event) => {
      if (!redisReady(redis)) return;
      try {
        const envelope: Envelope = { from: instance, sessionId, event };
        await redis.publish(channel, JSON.stringify(envelope));
      } catch (err) {
        // The other instances' viewers miss it; their reconnection (Last-Event-ID) or a reload
        // catches the chat up.
        log.warn({ err, sessionId, type: event.type }, 'live event not published through Redis');
        redisFailed(redis, err);
      }
    };
    closeRemote = async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    };
  }

  const publish = async (sessionId: number, event: LiveEvent) => {
    // Here at once, whatever Redis does: this instance's viewers never wait on a round trip.
    deliver(sessionId, event);
    await publishRemote(sessionId, event);
  };

  const counter = new OnlineCounter({
    redis,
    log,
    keyOf: (sessionId) => names.channel(`live:online:${sessionId}`),
    broadcast: (sessionId, count) => publish(sessionId, { type: 'online', data: { count } }),
  });

  return {
    publish,
    subscribe,
    watch(sessionId, listener) {
      const unsubscribe = subscribe(sessionId, listener);
      const leave = counter.enter(sessionId);
      return () => {
        unsubscribe();
        leave();
      };
    },
    online: (sessionId) => counter.count(sessionId),
    async close() {
      await counter.close();
      local.removeAllListeners();
      await closeRemote();
    },
  };
}
