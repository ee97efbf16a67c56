import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AnswerRow } from './exercise.repository.ts';
import type { QuestionRow } from './question.repository.ts';

/**
 * What a hand-in changes beyond the attempt, in the same transaction: the learner's
 * per-question statistics (progress, 'new questions first') and the error book. A wrong answer
 * puts a question in the book (again); right answers in a row take it out.
 */
export async function recordHandIn(
  trx: Transaction<Database>,
  input: {
    userId: number;
    answers: AnswerRow[];
    questions: Map<number, QuestionRow>;
    nowIso: string;
    removeStreak: number;
  },
): Promise<void> {
  const { userId, nowIso } = input;
  for (const answer of input.answers) {
    const question = input.questions.get(answer.question_id);
    if (!question) continue;
    const answered = answer.answer !== '' || answer.urls !== '[]';
    if (!answered) continue;
    const correct = answer.is_correct === 1 ? 1 : 0;
    await trx
      .insertInto('qb_user_question')
      .values({
        user_id: userId,
        question_id: question.id,
        subject_id: question.subject_id,
        catalogue_id: question.catalogue_id,
        attempts: 1,
        correct_attempts: correct,
        last_correct: answer.is_correct,
        last_answered_at: nowIso,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
          attempts: eb('qb_user_question.attempts', '+', 1),
          correct_attempts: eb('qb_user_question.correct_attempts', '+', correct),
          last_correct: answer.is_correct,
          last_answered_at: nowIso,
        })),
      )
      .execute();

    if (answer.is_correct === 0) {
      await trx
        .insertInto('qb_error_question')
        .values({
          user_id: userId,
          question_id: question.id,
          subject_id: question.subject_id,
          catalogue_id: question.catalogue_id,
          wrong_count: 1,
          right_streak: 0,
          last_answer: answer.answer,
          last_wrong_at: nowIso,
          removed_at: null,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
            wrong_count: eb('qb_error_question.wrong_count', '+', 1),
            right_streak: 0,
            last_answer: answer.answer,
            last_wrong_at: nowIso,
            removed_at: null,
            updated_at: nowIso,
          })),
        )
        .execute();
    } else if (answer.is_correct === 1) {
      const entry = await trx
        .selectFrom('qb_error_question')
        .select(['id', 'right_streak'])
        .where('user_id', '=', userId)
        .where('question_id', '=', question.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (entry) {
        const streak = entry.right_streak + 1;
        await trx
          .updateTable('qb_error_question')
          .set({
            right_streak: streak,
            removed_at: streak >= input.removeStreak ? nowIso : null,
            updated_at: nowIso,
          })
          .where('id', '=', entry.id)
          .execute();
      }
    }
  }
}
