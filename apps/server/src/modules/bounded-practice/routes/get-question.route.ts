import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetBoundQuestion } from '@shangan/shared/contracts/bounded-practice';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import type { BoundedPracticeContext } from '../context.ts';
import { serveQuestion } from '../practice.service.ts';

/** GET /gxw-web-student/boundsDifficulty/v2/getQuestion — the next question in my band, no key. */
export const getQuestionRoute: FastifyPluginAsyncTypebox<{ ctx: BoundedPracticeContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetBoundQuestion),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await serveQuestion(ctx, await userViewerOf(ctx, request), request.query.setId)),
  });
};
