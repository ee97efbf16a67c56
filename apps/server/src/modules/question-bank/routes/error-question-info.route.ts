import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListErrorEntries } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { errorBookEntries } from '../error-book.service.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/userExerciseLog/errorQuestionInfo — the questions of the error book
 * with my last wrong answer, the key and the analyses (VIP content only with the right).
 */
export const errorQuestionInfoRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListErrorEntries),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { subjectId, knowledgePointId, page = 1, size = 10 } = request.body;
      return ok(
        await errorBookEntries(ctx, await userViewerOf(ctx, request), {
          page,
          size,
          ...(subjectId ? { subjectId } : {}),
          ...(knowledgePointId ? { knowledgePointId } : {}),
        }),
      );
    },
  });
};
