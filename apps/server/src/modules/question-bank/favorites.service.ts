import type { FastifyInstance } from 'fastify';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { richTextToPlain } from '../../lib/sanitize-html.ts';
import { buildQuestions } from './question-payload.ts';
import { findChildren, findQuestion, type QuestionRow } from './question.repository.ts';
import type { Question } from './question-bank.schemas.ts';
import { assertMayOpen, LOCKED_QUESTION_TEXT, mayOpen, type Viewer } from './rights.ts';

export const QUESTION_NOT_FOUND = '题目不存在或已下架';

/** Favourites (我的收藏) and the single-question view used by favourites and the error book. */
export async function starQuestion(
  app: FastifyInstance,
  viewer: Viewer & { userId: number },
  questionId: number,
) {
  const question = await findQuestion(app.db, questionId);
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_NOT_FOUND);
  // Starring is a way to read a question later: only for questions one may open.
  assertMayOpen(viewer, question.vip_only);
  await app.db
    .insertInto('qb_favorite')
    .values({
      user_id: viewer.userId,
      question_id: questionId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
}

export async function cancelStar(app: FastifyInstance, userId: number, questionId: number) {
  await app.db
    .deleteFrom('qb_favorite')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .execute();
}

export async function favoritesList(
  app: FastifyInstance,
  viewer: Viewer & { userId: number },
  filter: { page: number; size: number; subjectId?: number },
) {
  let query = app.db
    .selectFrom('qb_favorite as f')
    .innerJoin('qb_question as q', 'q.id', 'f.question_id')
    .where('f.user_id', '=', viewer.userId);
  if (filter.subjectId) query = query.where('q.subject_id', '=', filter.subjectId);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('qb_subject as s', 's.id', 'q.subject_id')
      .leftJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
      .selectAll('q')
      .select(['f.created_at as starred_at', 's.name as subject_name', 'c.name as point_name'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      ...questionStem(viewer, row, row.subject_name, row.point_name),
      starredAt: row.starred_at,
    })),
    total: Number(count.n),
  };
}

/** A question's first line for lists; a question one may not open (a VIP membership that ran
 * out since starring it) shows the VIP prompt instead. */
export function questionStem(
  viewer: Viewer,
  row: QuestionRow,
  subjectName: string,
  pointName: string | null,
) {
  const text = mayOpen(viewer, row.vip_only)
    ? richTextToPlain(row.context).replace(/\s+/g, ' ')
    : LOCKED_QUESTION_TEXT;
  return {
    questionId: row.id,
    parentId: row.parent_id,
    questionTypeCode: row.type_code,
    summary: text.length > 80 ? `${text.slice(0, 80)}…` : text,
    subjectId: row.subject_id,
    subjectName,
    knowledgePoint:
      row.catalogue_id !== null && pointName !== null
        ? { id: row.catalogue_id, name: pointName }
        : null,
    vipOnly: row.vip_only === 1,
  };
}

/**
 * One question as the review shows it; a composite question with all its sub-questions. The
 * key and analyses follow the one rule of question-payload.ts.
 */
export async function questionView(
  app: FastifyInstance,
  viewer: Viewer,
  questionId: number,
): Promise<Question> {
  const row = await findQuestion(app.db, questionId);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_NOT_FOUND);
  const leaves =
    row.type_code === 'composite'
      ? (await findChildren(app.db, [row.id])).map((child) => child.id)
      : [row.id];
  const [question] = await buildQuestions(app, app.db, leaves, { viewer, review: true });
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_NOT_FOUND);
  return question;
}
