import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the mock-contest services need, built once by the module (index.ts) and handed to its
 * routes and its sweeper. The same three things are what the question bank's services take, so
 * a contest's attempts are started, reopened and handed in through its public file with this
 * context as it is.
 */
export interface MockExamsContext {
  db: Db;
  /** Decides how entries and applications are serialized (advisory locks on PostgreSQL). */
  engine: Engine;
  config: AppConfig;
}

/** Serializes one learner's application to one contest. */
export const applyLockKey = (mockExamId: number, userId: number) =>
  `mock-apply:${mockExamId}:${userId}`;

/**
 * A contest's schedule: staff changing it take it alone, learners applying share it, so no one
 * applies to papers being swapped under them.
 */
export const contestLockKey = (mockExamId: number) => `mock-contest:${mockExamId}`;

/** Serializes one learner's first entry into one stage (and their practice starts of it). */
export const entryLockKey = (mockExamId: number, stage: string, userId: number) =>
  `mock-entry:${mockExamId}:${stage}:${userId}`;

/** Serializes the page-leave events of one attempt (their caps are counted before writing). */
export const leaveLockKey = (exerciseId: number) => `mock-leave:${exerciseId}`;
