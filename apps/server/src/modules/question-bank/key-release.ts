import { findEmbargoedQuestionIds } from './contest-embargo.ts';
import { findOpenTimedExercises, type ExerciseRow } from './exercise.repository.ts';
import { LATE_GRACE_SECONDS, leafIdsOf, secondsOverLimit } from './exercise-state.ts';
import { findHandedInQuestionIds, type Db } from './question.repository.ts';

/**
 * When a question's key may be shown. Keys are released per attempt, not per question across
 * attempts: a learner who handed in a practice holding a question may see its key, except while
 * a timed attempt (a mock) holding the same question is still running — otherwise an untimed
 * practice handed in blank beside the mock would give the mock's every answer away.
 */

/** The learner's timed attempts that can still take answers. */
export async function findRunningTimedAttempts(db: Db, userId: number): Promise<ExerciseRow[]> {
  const rows = await findOpenTimedExercises(db, userId);
  // Past the limit and its grace an attempt takes nothing more (the next save hands it in), so
  // it no longer needs its keys kept back.
  const now = Date.now();
  return rows.filter((row) => secondsOverLimit(row, now) <= LATE_GRACE_SECONDS);
}

/** Leaf question ids held by the learner's running timed attempts. */
export async function findQuestionsUnderExam(db: Db, userId: number): Promise<Set<number>> {
  return new Set((await findRunningTimedAttempts(db, userId)).flatMap(leafIdsOf));
}

export interface KeyRelease {
  /** Questions whose key and analyses may be shown now. */
  released: Set<number>;
  /**
   * Questions of a running timed attempt, and every question of a mock contest not yet over
   * (contest-embargo.ts): nothing reveals their key until it is handed in and the contest ended.
   */
  underExam: Set<number>;
}

/** `embargoed`: the contest embargo if the caller has read it already (one read a request). */
export async function findReleasedKeys(
  db: Db,
  userId: number,
  questionIds: number[],
  embargoed?: Set<number>,
): Promise<KeyRelease> {
  const [handedIn, running, contestHeld] = await Promise.all([
    findHandedInQuestionIds(db, userId, questionIds),
    findQuestionsUnderExam(db, userId),
    embargoed ?? findEmbargoedQuestionIds(db),
  ]);
  const underExam = new Set([...running, ...contestHeld]);
  const released = new Set([...handedIn].filter((id) => !underExam.has(id)));
  return { released, underExam };
}

export const HELD_FOR_EXAM_MESSAGE = '模考进行中，交卷后才能查看本题答案与解析';
