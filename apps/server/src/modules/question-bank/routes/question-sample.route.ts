import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetQuestionSample } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { buildQuestions } from '../question-payload.ts';
import { findChildren } from '../question.repository.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { findSampleQuestion } from '../question.repository.ts';

/**
 * GET /gxw-web-student/questionSample — one free question of a type, without its key: the
 * question-type component routes show their widget with it.
 */
export const questionSampleRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetQuestionSample),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const { typeCode, childType = 'choice' } = request.query;
      const row = await findSampleQuestion(ctx.db, typeCode, childType);
      if (!row) throw new ApiError(ApiCode.NOT_FOUND, '题库中暂无该题型的题目');
      const leaves =
        typeCode === 'composite'
          ? (await findChildren(ctx.db, [row.id])).map((child) => child.id)
          : [row.id];
      const [question] = await buildQuestions(ctx, ctx.db, leaves, {
        viewer: await viewerOf(ctx, request),
        review: false,
      });
      if (!question) throw new ApiError(ApiCode.NOT_FOUND, '题库中暂无该题型的题目');
      return ok(question);
    },
  });
};
