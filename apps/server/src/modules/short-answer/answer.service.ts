import { ApiCode, MAX_ANSWER_PICTURES } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import {
  EMBARGO_MESSAGE,
  findEmbargoedQuestionIds,
  findQuestion,
  type QuestionRow,
} from '../question-bank/public.ts';
import { assertMayOpen, type Viewer } from '../question-bank/public.ts';
import type { ShortAnswerContext } from './context.ts';
import { SA_MSG, tooLongMessage } from './messages.ts';
import { analysesOf, materialsOf, modelAnswerImages } from './question-view.ts';
import {
  findAnswer,
  findSiblingShortAnswerIds,
  markSubmitted,
  parseUrls,
  upsertDraft,
  type AnswerRow,
} from './short-answer.repository.ts';
import { checkAnswerPictures, previewUrls } from './upload.service.ts';

/**
 * The learner's side of a short answer: the question screen, the draft saved as it is typed
 * (one row per learner and question), and the hand-in that puts it in the graders' queue. The
 * reference answer and the analyses are shown only after hand-in.
 */
export async function shortAnswerQuestion(
  ctx: ShortAnswerContext,
  viewer: Viewer & { userId: number },
  id: number,
) {
  const row = await findShortAnswer(ctx, id);
  assertMayOpen(viewer, row.vip_only);
  const answer = await findAnswer(ctx.db, viewer.userId, id);
  const showAnswer = answer !== undefined && answer.status !== 'draft';
  const siblings =
    row.parent_id === null ? [row.id] : await findSiblingShortAnswerIds(ctx.db, row.parent_id);
  return {
    question: {
      id: row.id,
      questionTypeCode: 'short_answer' as const,
      context: row.context,
      materialContext: await materialsOf(ctx.db, row),
      wordsNum: row.words_num,
      score: row.score_tenths / 10,
      parentId: row.parent_id,
      siblings,
      checkAnswerUrl: showAnswer ? modelAnswerImages(row.answer) : [],
      answer: showAnswer ? row.answer : null,
      analysisList: showAnswer ? await analysesOf(ctx.config, ctx.db, row.id) : [],
    },
    answer: answer ? answerPayload(ctx, answer, row) : null,
    showAnswer,
    showGrading: answer?.status === 'graded',
  };
}

export function answerPayload(ctx: ShortAnswerContext, answer: AnswerRow, question: QuestionRow) {
  const url = parseUrls(answer.urls);
  const graded = answer.status === 'graded';
  return {
    answer: answer.answer,
    url,
    previewUrl: previewUrls(ctx, url),
    status: answer.status as 'draft' | 'submitted' | 'graded',
    savedAt: answer.saved_at,
    submittedAt: answer.submitted_at,
    userScore: graded && answer.user_score_tenths !== null ? answer.user_score_tenths / 10 : null,
    score: question.score_tenths / 10,
    checkNote: graded ? answer.check_note : '',
    gradedAt: graded ? answer.graded_at : null,
  };
}

async function findShortAnswer(ctx: ShortAnswerContext, id: number): Promise<QuestionRow> {
  const row = await findQuestion(ctx.db, id);
  if (!row || row.type_code !== 'short_answer') {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.questionNotFound);
  }
  // A mock contest's 申论 question is sat in the contest and read here once the contest is over.
  if ((await findEmbargoedQuestionIds(ctx.db)).has(row.id)) {
    throw new ApiError(ApiCode.BAD_REQUEST, EMBARGO_MESSAGE);
  }
  return row;
}

export async function saveShortAnswer(
  ctx: ShortAnswerContext,
  viewer: Viewer & { userId: number },
  input: { id: number; answer: string; url: string[]; rev?: number | undefined },
) {
  if (input.url.length > MAX_ANSWER_PICTURES)
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.tooManyPictures);
  if ([...input.answer].length > ctx.config.shortAnswer.maxChars) {
    throw new ApiError(ApiCode.BAD_REQUEST, tooLongMessage(ctx.config.shortAnswer.maxChars));
  }
  const row = await findShortAnswer(ctx, input.id);
  assertMayOpen(viewer, row.vip_only);
  const existing = await findAnswer(ctx.db, viewer.userId, row.id);
  if (existing && existing.status !== 'draft') {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.alreadySubmitted);
  }
  // Reading S3 objects happens before the write, outside the transaction.
  const urls = await checkAnswerPictures(ctx, viewer.userId, input.url);
  const now = new Date().toISOString();
  const rev = input.rev ?? null;
  return ctx.db.transaction().execute(async (trx) => {
    // A hand-in between the check above and this write wins: the draft is not overwritten.
    // So does a newer save that arrived first (a keepalive save on page hide skips the
    // page's queue, and checking S3 pictures takes varying time).
    const saved = await upsertDraft(trx, {
      userId: viewer.userId,
      questionId: row.id,
      answer: input.answer,
      urls,
      rev,
      now,
    });
    if (saved) return { savedAt: saved.saved_at, status: 'draft' as const };
    const current = await findAnswer(trx, viewer.userId, row.id);
    if (!current || current.status !== 'draft') {
      throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.alreadySubmitted);
    }
    return { savedAt: current.saved_at, status: 'draft' as const, stale: true };
  });
}

export async function submitShortAnswer(
  ctx: ShortAnswerContext,
  viewer: Viewer & { userId: number },
  id: number,
) {
  const row = await findShortAnswer(ctx, id);
  assertMayOpen(viewer, row.vip_only);
  const existing = await findAnswer(ctx.db, viewer.userId, id);
  if (existing && existing.status !== 'draft') {
    // Handing in twice is harmless: the answer is already in the queue.
    return { status: existing.status, submittedAt: existing.submitted_at };
  }
  if (!existing || (existing.answer.trim() === '' && parseUrls(existing.urls).length === 0)) {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.emptyAnswer);
  }
  // What graders will see: S3 pictures are read again, since their upload URL outlives the
  // check at save. A refused one is dropped from the store and the hand-in refused.
  await checkAnswerPictures(ctx, viewer.userId, parseUrls(existing.urls), { recheck: true });
  const now = new Date().toISOString();
  if (!(await markSubmitted(ctx.db, existing.id, now))) {
    const current = await findAnswer(ctx.db, viewer.userId, id);
    return { status: current?.status ?? 'submitted', submittedAt: current?.submitted_at ?? now };
  }
  return { status: 'submitted', submittedAt: now };
}
