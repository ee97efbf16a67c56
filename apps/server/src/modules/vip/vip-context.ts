import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentEvents } from '../../lib/paid-events.ts';
import type { PaymentProvider } from '../../providers/payment/index.ts';

/** What the VIP services need, built once by the module (index.ts) and handed to its routes. */
export interface VipContext {
  db: Kysely<Database>;
  engine: Engine;
  config: AppConfig;
  payment: PaymentProvider;
  events: PaymentEvents;
  log: FastifyBaseLogger;
}

/** Serializes every change to one person's membership (orders, settlements) on PostgreSQL. */
export const userLockKey = (userId: number) => `vip-user:${userId}`;

/** The channel VIP orders' 'paid' travels on between instances (under REDIS_PREFIX). */
export const VIP_PAID_CHANNEL = 'vip-order-paid';
