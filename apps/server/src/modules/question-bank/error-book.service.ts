import type { QuestionBankContext } from './context.ts';
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
  let query = ctx.db
    .selectFrom('qb_error_question as e')
    .innerJoin('qb_subject as s', 's.id', 'e.subject_id')
    .leftJoin('qb_catalogue as c', 'c.id', 'e.catalogue_id')
    .select([
      'e.catalogue_id',
      'e.subject_id',
      's.name as subject_name',
      'c.name as point_name',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('e.last_wrong_at').as('last_wrong_at'),
    ])
    .where('e.user_id', '=', userId)
    .where('e.removed_at', 'is', null);
  if (filter.subjectId) query = query.where('e.subject_id', '=', filter.subjectId);
  const rows = await query
    .groupBy(['e.catalogue_id', 'e.subject_id', 's.name', 'c.name'])
    .orderBy('last_wrong_at', 'desc')
    .execute();
  const mastered = await ctx.db
    .selectFrom('qb_error_question')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is not', null)
    .executeTakeFirstOrThrow();
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
    masteredCount: Number(mastered.n),
    removeStreak: ctx.config.questionBank.errorRemoveStreak,
    groups,
  };
}

export async function errorBookEntries(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  filter: { subjectId?: number; knowledgePointId?: number; page: number; size: number },
) {
  let query = ctx.db
    .selectFrom('qb_error_question')
    .where('user_id', '=', viewer.userId)
    .where('removed_at', 'is', null);
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
  if (filter.knowledgePointId) query = query.where('catalogue_id', '=', filter.knowledgePointId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('last_wrong_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
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
  return { list, total: Number(count.n) };
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
