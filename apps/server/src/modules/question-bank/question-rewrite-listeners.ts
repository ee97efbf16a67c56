import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * What another module does when staff change what questions say (their stem, options, key or
 * materials): the AI analysis throws away explanations written for the old text. Runs in the
 * edit's own transaction, so the two happen together or not at all.
 */
export type QuestionRewriteListener = (
  trx: Transaction<Database>,
  questionIds: number[],
) => Promise<void>;

/** Stateless listeners (they work through the transaction given), shared by every app built. */
const listeners = new Set<QuestionRewriteListener>();

/** Registers a listener; registering the same one again is a no-op. */
export function registerQuestionRewriteListener(listener: QuestionRewriteListener): void {
  listeners.add(listener);
}

export async function notifyQuestionsRewritten(
  trx: Transaction<Database>,
  questionIds: number[],
): Promise<void> {
  if (questionIds.length === 0) return;
  for (const listener of listeners) await listener(trx, questionIds);
}
