import type { QuestionBankContext } from './context.ts';
import {
  countMasteredErrors,
  findErrorBookGroups,
  findErrorBookPage,
} from './error-book.repository.ts';
import { findEmbargoedQuestionIds } from './contest-embargo.ts';
import { displayAnswer } from './grading.ts';
import { buildQuestions } from './question-payload.ts';
import { findQuestionsByIds } from './question.repository.ts';
import type { Viewer } from './rights.ts';

/**
 * The error book (错题本): questions the learner got wrong in a handed-in attempt, grouped by
 * knowledge point, until they answer them right enough times in a row.
 */
export async function errorBookGroups(
  ctx: QuestionBankContext,
  userId: number,
  filter: { subjectId?: number },
) {
  const excludedIds = await embargoedIds(ctx);
  const [rows, masteredCount] = await Promise.all([
    findErrorBookGroups(ctx.db, userId, { ...filter, excludedIds }),
    countMasteredErrors(ctx.db, userId, excludedIds),
  ]);
  const groups = rows.map((row) => ({
    knowledgePointId: row.catalogue_id ?? 0,
    name: row.point_name ?? '其他',
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    count: Number(row.n),
    lastWrongAt: String(row.last_wrong_at ?? ''),
  }));
  return {
    total: groups.reduce((sum, group) => sum + group.count, 0),
    masteredCount,
    removeStreak: ctx.config.questionBank.errorRemoveStreak,
    groups,
  };
}

export async function errorBookEntries(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  filter: { subjectId?: number; knowledgePointId?: number; page: number; size: number },
) {
  const { rows, total } = await findErrorBookPage(ctx.db, viewer.userId, {
    ...filter,
    excludedIds: await embargoedIds(ctx),
  });
  const types = new Map(
    (
      await findQuestionsByIds(
        ctx.db,
        rows.map((row) => row.question_id),
      )
    ).map((row) => [row.id, row.type_code]),
  );
  const list = [];
  for (const row of rows) {
    // Each entry on its own: a sub-question comes with its material, without its siblings.
    const [question] = await buildQuestions(ctx, ctx.db, [row.question_id], {
      viewer,
      review: true,
    });
    if (!question) continue;
    list.push({
      questionId: row.question_id,
      wrongCount: row.wrong_count,
      rightStreak: row.right_streak,
      lastAnswer: lastAnswerText(types.get(row.question_id) ?? '', row.last_answer),
      lastWrongAt: row.last_wrong_at,
      question,
    });
  }
  return { list, total };
}

/**
 * A contest's questions a candidate got wrong wait outside the book until the contest is over:
 * being listed or counted there would tell right from wrong while others still sit them.
 */
async function embargoedIds(ctx: QuestionBankContext): Promise<number[]> {
  return [...(await findEmbargoedQuestionIds(ctx.db))];
}

function lastAnswerText(typeCode: string, stored: string): string {
  if (typeCode !== 'fill_in') return displayAnswer(typeCode, stored);
  try {
    const blanks: unknown = JSON.parse(stored);
    return Array.isArray(blanks) ? blanks.join('；') : stored;
  } catch {
    return stored;
  }
}
