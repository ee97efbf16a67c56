import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the video-teaching services need, built once by the module (index.ts) and handed to its
 * routes. The same three things are what the question bank's services take, so a question is
 * read through its public file with this context as it is.
 */
export interface VideoTeachingContext {
  db: Db;
  /** Decides how an unlock is serialized (an advisory lock on PostgreSQL). */
  engine: Engine;
  config: AppConfig;
}

/** Serializes one learner's unlocks, so one card never pays for two lectures. */
export const unlockLockKey = (userId: number) => `vt-unlock:${userId}`;
