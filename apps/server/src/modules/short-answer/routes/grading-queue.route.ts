import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetGradingQueue } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
import { assertGrader, gradingQueue } from '../grading.service.ts';

/**
 * GET /gxw-web-student/grading/queue — handed-in short answers, oldest first: waiting
 * (pending), held by me (mine) or graded, with the number waiting per question.
 */
export const gradingQueueRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetGradingQueue),
    preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    handler: async (request) => ok(await gradingQueue(ctx, request.user!.id, request.query)),
  });
};
