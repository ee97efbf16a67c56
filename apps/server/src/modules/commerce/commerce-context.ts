import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentEvents } from '../../lib/paid-events.ts';
import type { ParcelProvider } from '../../providers/parcel/index.ts';
import type { PaymentProvider } from '../../providers/payment/index.ts';

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

/** Serializes one person's address-book changes (the 20-address cap) on PostgreSQL. */
export const addressLockKey = (userId: number) => `shop-address:${userId}`;

/** The channel shop orders' 'paid' travels on between instances. */
export const SHOP_PAID_CHANNEL = 'shangan:shop-order-paid';

/** The first letter of every shop order number: the payment desks route notices by it. */
export const SHOP_ORDER_PREFIX = 'S';
