import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * 'paid' pushes to the dialogs waiting on an order. In one process an EventEmitter does; with
 * Redis every instance publishes to one channel and each delivers to its own listeners, so the
 * instance that took the gateway's notification need not be the one holding the dialog's stream.
 */
export interface PaymentEvents {
  publish(orderId: number): Promise<void>;
  /** Calls `listener` once the order is paid; answers the unsubscribe function. */
  subscribe(orderId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

export const PAID_CHANNEL = 'shangan:vip-order-paid';

export async function createPaymentEvents(
  redis: Redis | null,
  log: FastifyBaseLogger,
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
  subscriber.on('message', (channel: string, message: string) => {
    const orderId = Number(message);
    if (channel === PAID_CHANNEL && Number.isInteger(orderId)) deliver(orderId);
  });
  subscriber.on('error', (err: unknown) => log.warn({ err }, 'payment events subscriber error'));
  await subscriber.subscribe(PAID_CHANNEL);

  return {
    async publish(orderId) {
      try {
        await redis.publish(PAID_CHANNEL, String(orderId));
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
