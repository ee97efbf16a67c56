import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { richTextToPlain } from '../../lib/sanitize-html.ts';
import { findEmbargoedQuestionIds } from './contest-embargo.ts';
import { deleteFavorite, findFavoritePage, insertFavorite } from './favorites.repository.ts';
import { buildQuestions, typeCodeOf } from './question-payload.ts';
import { findChildren, findQuestion, type QuestionRow } from './question.repository.ts';
import type { Question } from '@shangan/shared/contracts/question-bank';
import { assertMayOpen, LOCKED_QUESTION_TEXT, mayOpen, type Viewer } from './rights.ts';
import type { QuestionBankContext } from './context.ts';

export const QUESTION_NOT_FOUND = '题目不存在或已下架';

/** Favourites (我的收藏) and the single-question view used by favourites and the error book. */
export async function starQuestion(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  questionId: number,
) {
  const question = await findQuestion(ctx.db, questionId);
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_NOT_FOUND);
  // Starring is a way to read a question later: only for questions one may open.
  assertMayOpen(viewer, question.vip_only);
  // A contest's question not yet over would be read in the list by its stem.
  if ((await findEmbargoedQuestionIds(ctx.db)).has(questionId)) {
    throw new ApiError(ApiCode.BAD_REQUEST, '模考大赛结束后才能收藏本题');
  }
  await insertFavorite(ctx.db, viewer.userId, questionId);
}

export async function cancelStar(ctx: QuestionBankContext, userId: number, questionId: number) {
  await deleteFavorite(ctx.db, userId, questionId);
}

export async function favoritesList(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  filter: { page: number; size: number; subjectId?: number },
) {
  const { rows, total } = await findFavoritePage(ctx.db, viewer.userId, filter);
  return {
    list: rows.map((row) => ({
      ...questionStem(viewer, row, row.subject_name, row.point_name),
      starredAt: row.starred_at,
    })),
    total,
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
    questionTypeCode: typeCodeOf(row),
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
  ctx: QuestionBankContext,
  viewer: Viewer,
  questionId: number,
): Promise<Question> {
  const row = await findQuestion(ctx.db, questionId);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_NOT_FOUND);
  const leaves =
    row.type_code === 'composite'
      ? (await findChildren(ctx.db, [row.id])).map((child) => child.id)
      : [row.id];
  const [question] = await buildQuestions(ctx, ctx.db, leaves, { viewer, review: true });
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, QUESTION_NOT_FOUND);
  return question;
}
