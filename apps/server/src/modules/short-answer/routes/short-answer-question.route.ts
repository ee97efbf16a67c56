import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetShortAnswerQuestion } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { shortAnswerQuestion } from '../answer.service.ts';
import type { ShortAnswerContext } from '../context.ts';

/**
 * GET /gxw-web-student/shortAnswer/question?id — the answer screen: the question, its
 * materials, the learner's saved answer with signed picture URLs, and after hand-in the
 * reference answer, the analyses and the grading.
 */
export const shortAnswerQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: ShortAnswerContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetShortAnswerQuestion),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await shortAnswerQuestion(ctx, await userViewerOf(ctx, request), request.query.id)),
  });
};
