import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createPaymentEvents as createEvents, type PaymentEvents } from '../../lib/paid-events.ts';

export type { PaymentEvents };

/** The channel VIP orders' 'paid' travels on between instances. */
export const PAID_CHANNEL = 'shangan:vip-order-paid';

export function createPaymentEvents(
  redis: Redis | null,
  log: FastifyBaseLogger,
): Promise<PaymentEvents> {
  return createEvents(redis, log, PAID_CHANNEL);
}
