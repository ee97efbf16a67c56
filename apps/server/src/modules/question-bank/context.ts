import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the question-bank services need, built once by the module (index.ts) and handed to its
 * routes: the services never see the Fastify instance, so they run the same under a test or a job.
 */
export interface QuestionBankContext {
  db: Db;
  /** Decides how row locks are taken (advisory locks on PostgreSQL, none needed on SQLite). */
  engine: Engine;
  config: AppConfig;
}
