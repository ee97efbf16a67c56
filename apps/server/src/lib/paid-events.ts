import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { firstConnection, logRedisOutages, redisFailed, redisReady } from './redis-state.ts';

/** The longest start-up waits for the first subscription to a Redis that does not answer. */
const SUBSCRIBE_WAIT_MS = 3_000;

/**
 * 'paid' pushes to the dialogs waiting on an order. In one process an EventEmitter does; with
 * Redis every instance publishes to one channel and each delivers to its own listeners, so the
 * instance that took the gateway's notification need not be the one holding the dialog's stream.
 * Each order book (VIP, shop) has its own channel, as their order ids are counted apart.
 */
export interface PaymentEvents {
  publish(orderId: number): Promise<void>;
  /** Calls `listener` once the order is paid; answers the unsubscribe function. */
  subscribe(orderId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

/** For an order book's helpers that neither settle payments nor hold a waiting dialog. */
export const NO_PAYMENT_EVENTS: PaymentEvents = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  close: async () => undefined,
};

export async function createPaymentEvents(
  redis: Redis | null,
  log: FastifyBaseLogger,
  channel: string,
): Promise<PaymentEvents> {
  const local = new EventEmitter();
  // One listener per waiting dialog: the count is bounded by open streams, not a leak.
  local.setMaxListeners(0);
  const deliver = (orderId: number) => local.emit(`paid:${orderId}`);

  const subscribe = (orderId: number, listener: () => void) => {
    const event = `paid:${orderId}`;
    local.once(event, listener);
    return () => {
      local.off(event, listener);
    };
  };

  if (!redis) {
    return {
      publish: async (orderId) => {
        deliver(orderId);
      },
      subscribe,
      close: async () => {
        local.removeAllListeners();
      },
    };
  }

  // A connection in subscriber mode can run no other command, hence a second one. It connects
  // and reconnects in the background; each time it is ready it subscribes afresh (ioredis's
  // own resubscription is off so that one mechanism covers both the first connection, which
  // may come long after start when Redis was down then, and every reconnection).
  const subscriber = redis.duplicate({ autoResubscribe: false });
  logRedisOutages(subscriber, log, `Redis subscriber of ${channel}`, 'debug');
  subscriber.on('message', (from: string, message: string) => {
    const orderId = Number(message);
    if (from === channel && Number.isInteger(orderId)) deliver(orderId);
  });
  const subscribed = new Promise<void>((resolve) => {
    const subscribeChannel = () => {
      subscriber.subscribe(channel).then(
        () => resolve(),
        (err: unknown) => {
          // The connection dropped again; the next 'ready' tries anew.
          log.debug({ err, channel }, 'payment events not subscribed yet');
          resolve();
        },
      );
    };
    subscriber.on('ready', subscribeChannel);
  });
  // A start with Redis up subscribes before the first request; one with Redis down goes on.
  await firstConnection(subscriber, SUBSCRIBE_WAIT_MS, subscribed);

  return {
    async publish(orderId) {
      if (redisReady(redis)) {
        try {
          await redis.publish(channel, String(orderId));
        } catch (err) {
          // The other instances' dialogs fall back to polling.
          log.warn({ err, orderId }, 'payment event not published through Redis');
          redisFailed(redis, err);
        }
      }
      // Always here as well: this instance's dialogs must not wait on a round trip through
      // Redis (nor miss it while this subscriber reconnects). Hearing it again through Redis is
      // harmless: a dialog's listener runs once, and its stream finishes once.
      deliver(orderId);
    },
    subscribe,
    async close() {
      local.removeAllListeners();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
