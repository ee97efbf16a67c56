import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { findQuestion } from '../question-bank/public.ts';
import type { ShortAnswerContext } from './context.ts';
import { maskName } from './mask-name.ts';
import { SA_MSG } from './messages.ts';
import { analysesOf, materialsOf } from './question-view.ts';
import { findLearnerNames, parseUrls, type AnswerRow } from './short-answer.repository.ts';
import { previewUrls } from './upload.service.ts';

/**
 * What a grader reads beside the score: the question with its materials, reference answer and
 * analyses, and the learner's text and pictures (signed read addresses), the name masked.
 */
export async function gradingView(ctx: ShortAnswerContext, answer: AnswerRow) {
  const question = await findQuestion(ctx.db, answer.question_id);
  if (!question) throw new ApiError(ApiCode.NOT_FOUND, SA_MSG.questionNotFound);
  const learner = await findLearnerNames(ctx.db, answer.user_id);
  const urls = parseUrls(answer.urls);
  return {
    answerId: answer.id,
    question: {
      id: question.id,
      context: question.context,
      materialContext: await materialsOf(ctx.db, question),
      answer: question.answer,
      wordsNum: question.words_num,
      score: question.score_tenths / 10,
      analysisList: await analysesOf(ctx.config, ctx.db, question.id),
    },
    learner: {
      userName: maskName(learner?.nick_name || learner?.user_name || learner?.phone || ''),
      answer: answer.answer,
      url: urls,
      previewUrl: previewUrls(ctx, urls),
      submittedAt: answer.submitted_at ?? '',
    },
  };
}
