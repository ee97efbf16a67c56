import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReleaseAnswer } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
import { assertGrader, releaseAnswer } from '../grading.service.ts';

/** POST /gxw-web-student/grading/release — gives back an answer I hold without grading it. */
export const gradingReleaseRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ReleaseAnswer),
    preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    handler: async (request) =>
      ok(await releaseAnswer(ctx, request.user!.id, request.body.answerId)),
  });
};
