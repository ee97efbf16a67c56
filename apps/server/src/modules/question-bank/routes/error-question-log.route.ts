import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetErrorBook } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { errorBookGroups } from '../error-book.service.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/errorQuestionLog — the error book by knowledge point. */
export const errorQuestionLogRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetErrorBook),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { subjectId } = request.body;
      return ok(await errorBookGroups(ctx, request.user!.id, subjectId ? { subjectId } : {}));
    },
  });
};
