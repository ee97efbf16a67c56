import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { NO_PAYMENT_EVENTS, type PaymentEvents } from '../../lib/paid-events.ts';
import { createParcelProvider, type ParcelProvider } from '../../providers/parcel/index.ts';
import { createPaymentProvider, type PaymentProvider } from '../../providers/payment/index.ts';

/** What the shop's services need, built once by the module (index.ts) and handed to its routes. */
export interface CommerceContext {
  db: Kysely<Database>;
  engine: Engine;
  config: AppConfig;
  payment: PaymentProvider;
  events: PaymentEvents;
  parcels: ParcelProvider;
  log: FastifyBaseLogger;
}

/**
 * The context as the module's plugins and the cashier of linked orders build it: the configured
 * gateway and parcel carrier, and a paid-events channel where payments are awaited (the main
 * API's module); elsewhere nothing publishes or waits.
 */
export function commerceContext(
  app: FastifyInstance,
  events: PaymentEvents = NO_PAYMENT_EVENTS,
): CommerceContext {
  // The local carrier invents demo tracks only where demo providers belong.
  const invent = app.config.nodeEnv !== 'production' || app.config.allowDemoProviders;
  return {
    db: app.db,
    engine: app.dbEngine,
    config: app.config,
    payment: createPaymentProvider(app.config),
    events,
    parcels: createParcelProvider(app.config.shop.parcel, invent),
    log: app.log,
  };
}

/** Serializes one person's address-book changes (the 20-address cap) on PostgreSQL. */
export const addressLockKey = (userId: number) => `shop-address:${userId}`;

/** The channel shop orders' 'paid' travels on between instances (under REDIS_PREFIX). */
export const SHOP_PAID_CHANNEL = 'shop-order-paid';

/** The first letter of every shop order number: the payment desks route notices by it. */
export const SHOP_ORDER_PREFIX = 'S';
