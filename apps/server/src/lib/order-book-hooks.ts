import type { FastifyInstance } from 'fastify';
import type { PaymentEvents } from './paid-events.ts';
import type { OpenStreams } from './payment-event-stream.ts';

export const SWEEP_INTERVAL_MS = 60_000;

export interface OrderBook {
  /** Names the sweep in the log: `VIP sweep failed`. */
  name: string;
  /**
   * Expires what has lapsed. Several instances may sweep at once, so it must consist of
   * conditional, idempotent updates.
   */
  sweep: () => Promise<void>;
  events: PaymentEvents;
  streams: OpenStreams;
}

/**
 * The life of a module that takes payments (VIP, the shop): its sweeper runs once the server is
 * ready and every minute after, its open event streams end before the server closes (they would
 * keep it from closing), then the sweeper stops and the paid-events channel closes.
 */
export function runOrderBook(app: FastifyInstance, book: OrderBook): void {
  let timer: ReturnType<typeof setInterval> | null = null;
  app.addHook('onReady', async () => {
    const run = () => {
      book.sweep().catch((err: unknown) => app.log.error({ err }, `${book.name} sweep failed`));
    };
    run();
    timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    for (const finish of [...book.streams]) finish();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await book.events.close();
  });
}
