import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetGradedAnswer } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
import { assertGrader } from '../grading.service.ts';
import { gradedAnswer } from '../regrade.service.ts';

/**
 * GET /gxw-web-student/grading/graded?answerId= — an answer I graded, with my score and note
 * and until when I may change them (grading/grade takes the change); others' grades are not
 * shown here.
 */
export const gradingGradedRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetGradedAnswer),
    preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    handler: async (request) =>
      ok(await gradedAnswer(ctx, request.user!.id, request.query.answerId)),
  });
};
