import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';

/** What the psychological checks' services need, built once by the module (index.ts). */
export interface PsychologyContext {
  db: Db;
  /** Decides how a submission is serialized (an advisory lock on PostgreSQL). */
  engine: Engine;
}

/** Serializes one learner's submissions, so a double click makes one record. */
export const submitLockKey = (userId: number) => `psy-submit:${userId}`;
