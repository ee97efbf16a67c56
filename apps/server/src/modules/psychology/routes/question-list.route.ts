import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCheckQuestions } from '@shangan/shared/contracts/psychology';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { getCheckQuestions } from '../checks.service.ts';
import type { PsychologyContext } from '../context.ts';

/** GET /gxw-web-student/psychologicalCheck/questionList — a scale's items, to answer. */
export const questionListRoute: FastifyPluginAsyncTypebox<{ ctx: PsychologyContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCheckQuestions),
    preHandler: app.requireUser,
    handler: async (request) => ok(await getCheckQuestions(ctx, request.query.checkId)),
  });
};
