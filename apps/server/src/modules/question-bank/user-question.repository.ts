import type { Db } from '../../db/database.ts';

/**
 * A learner's statistics per question (qb_user_question): how often answered and how often
 * right, which drive progress figures and 'questions not done yet first'.
 */

/** Counts one more graded answer to a question (the first one creates the row). */
export async function recordQuestionAnswer(
  db: Db,
  entry: {
    userId: number;
    questionId: number;
    subjectId: number;
    catalogueId: number | null;
    /** 1 right, 0 wrong, null not auto-graded. */
    isCorrect: number | null;
    nowIso: string;
  },
): Promise<void> {
  const correct = entry.isCorrect === 1 ? 1 : 0;
  await db
    .insertInto('qb_user_question')
    .values({
      user_id: entry.userId,
      question_id: entry.questionId,
      subject_id: entry.subjectId,
      catalogue_id: entry.catalogueId,
      attempts: 1,
      correct_attempts: correct,
      last_correct: entry.isCorrect,
      last_answered_at: entry.nowIso,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
        attempts: eb('qb_user_question.attempts', '+', 1),
        correct_attempts: eb('qb_user_question.correct_attempts', '+', correct),
        last_correct: entry.isCorrect,
        last_answered_at: entry.nowIso,
      })),
    )
    .execute();
}
