import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitBoundAnswer } from '@shangan/shared/contracts/bounded-practice';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import type { BoundedPracticeContext } from '../context.ts';
import { submitAnswer } from '../practice.service.ts';

/** POST /gxw-web-student/boundsDifficulty/v2/submitAnswer — graded here; key, analysis, band. */
export const submitAnswerRoute: FastifyPluginAsyncTypebox<{ ctx: BoundedPracticeContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SubmitBoundAnswer),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await submitAnswer(ctx, await userViewerOf(ctx, request), request.body)),
  });
};
