import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { ShopCashier } from '../commerce/public.ts';

/** What the course services need, built once by the module (index.ts) and handed to its routes. */
export interface CoursesContext {
  db: Kysely<Database>;
  engine: Engine;
  /** Places a paid course's shop orders. */
  cashier: ShopCashier;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Serializes one person's enrolment writes (orders, free enrolment, reviews) on PostgreSQL. */
export const learnerLockKey = (userId: number) => `course-learner:${userId}`;
