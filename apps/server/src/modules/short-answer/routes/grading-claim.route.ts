import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { assertGrader, claimAnswer } from '../grading.service.ts';
import { AnswerIdBody, ClaimResult } from '../short-answer.schemas.ts';

/**
 * POST /gxw-web-student/grading/claim — takes an answer for 15 minutes and returns what grading
 * needs: the question, the reference answer, the learner's text and signed picture URLs.
 */
export const gradingClaimRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/grading/claim',
    {
      schema: {
        tags: [...TAGS.grading],
        summary: '领取一份作答进行批改（锁定15分钟）',
        body: AnswerIdBody,
        response: { 200: Envelope(ClaimResult) },
      },
      preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    },
    async (request) => ok(await claimAnswer(ctx, request.user!.id, request.body.answerId)),
  );
};
