import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { ShopCashier } from '../commerce/public.ts';

/** What the enlistment services need, built once by the module (index.ts) and handed to its routes. */
export interface EnlistmentContext {
  db: Kysely<Database>;
  engine: Engine;
  /** Places the service fee's shop orders. */
  cashier: ShopCashier;
  log: FastifyBaseLogger;
}

/** Serializes one person's enlistment writes (one per exam) on PostgreSQL. */
export const candidateLockKey = (userId: number) => `enlist-user:${userId}`;
