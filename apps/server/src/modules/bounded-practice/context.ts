import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the bounded-practice services need, built once by the module (index.ts) and handed to its
 * routes. The same three things are what the question bank's services take, so questions are
 * built through its public file with this context as it is.
 */
export interface BoundedPracticeContext {
  db: Db;
  /** Decides how a learner's serve and submit in a set are serialized (an advisory lock on PostgreSQL). */
  engine: Engine;
  config: AppConfig;
}

/**
 * Serializes one learner's serves and submits in one set: two tabs asking for the next question
 * get the same one, and the band moves once per completed round.
 */
export const practiceLockKey = (userId: number, setId: number) => `bp:${userId}:${setId}`;
