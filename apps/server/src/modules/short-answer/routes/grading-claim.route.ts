import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClaimAnswer } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
import { assertGrader, claimAnswer } from '../grading.service.ts';

/**
 * POST /gxw-web-student/grading/claim — takes an answer for 15 minutes and returns what grading
 * needs: the question, the reference answer, the learner's text and signed picture URLs.
 */
export const gradingClaimRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ClaimAnswer),
    preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    handler: async (request) => ok(await claimAnswer(ctx, request.user!.id, request.body.answerId)),
  });
};
