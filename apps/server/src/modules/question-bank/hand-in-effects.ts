import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  findOpenErrorEntry,
  recordWrongAnswer,
  updateErrorStreak,
} from './error-book.repository.ts';
import type { AnswerRow } from './exercise.repository.ts';
import type { QuestionRow } from './question.repository.ts';
import { recordQuestionAnswer } from './user-question.repository.ts';

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
    const where = {
      userId,
      questionId: question.id,
      subjectId: question.subject_id,
      catalogueId: question.catalogue_id,
    };
    await recordQuestionAnswer(trx, { ...where, isCorrect: answer.is_correct, nowIso });

    if (answer.is_correct === 0) {
      await recordWrongAnswer(trx, { ...where, answer: answer.answer, nowIso });
    } else if (answer.is_correct === 1) {
      const entry = await findOpenErrorEntry(trx, userId, question.id);
      if (entry) {
        const streak = entry.right_streak + 1;
        await updateErrorStreak(trx, entry.id, {
          rightStreak: streak,
          removedAt: streak >= input.removeStreak ? nowIso : null,
          nowIso,
        });
      }
    }
  }
}
