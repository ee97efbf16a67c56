import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

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

  // A connection in subscriber mode can run no other command, hence a second one.
  const subscriber = redis.duplicate();
  if (subscriber.status === 'wait') await subscriber.connect();
  subscriber.on('message', (from: string, message: string) => {
    const orderId = Number(message);
    if (from === channel && Number.isInteger(orderId)) deliver(orderId);
  });
  subscriber.on('error', (err: unknown) => log.warn({ err }, 'payment events subscriber error'));
  await subscriber.subscribe(channel);

  return {
    async publish(orderId) {
      try {
        await redis.publish(channel, String(orderId));
      } catch (err) {
        // Redis away: this instance's dialogs still hear it; the others fall back to polling.
        log.warn({ err, orderId }, 'payment event not published through Redis');
        deliver(orderId);
      }
    },
    subscribe,
    async close() {
      local.removeAllListeners();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
