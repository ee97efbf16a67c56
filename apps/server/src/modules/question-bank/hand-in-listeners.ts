import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AnswerRow, ExerciseRow } from './exercise.repository.ts';
import type { QuestionRow } from './question.repository.ts';

/**
 * What another module does when an attempt of a kind it started is handed in — a contest's 申论
 * stage puts its short answers in the graders' queue — in the hand-in's own transaction, so
 * the two happen together or not at all, whoever hands in (the learner, the clock, a sweep).
 */
export type HandInListener = (
  trx: Transaction<Database>,
  exercise: ExerciseRow,
  answers: AnswerRow[],
  questions: Map<number, QuestionRow>,
) => Promise<void>;

/**
 * Listeners by attempt kind. A listener is stateless (it works through the transaction it is
 * given), so one registry serves every app built in the process.
 */
const listeners = new Map<string, Set<HandInListener>>();

/** Registers a listener for attempts of a kind; registering the same one again is a no-op. */
export function registerHandInListener(kind: string, listener: HandInListener): void {
  const set = listeners.get(kind) ?? new Set();
  set.add(listener);
  listeners.set(kind, set);
}

export async function notifyHandIn(
  trx: Transaction<Database>,
  exercise: ExerciseRow,
  answers: AnswerRow[],
  questions: Map<number, QuestionRow>,
): Promise<void> {
  for (const listener of listeners.get(exercise.kind) ?? []) {
    await listener(trx, exercise, answers, questions);
  }
}
