import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { assertGrader } from '../grading.service.ts';
import { gradedAnswer } from '../regrade.service.ts';
import { AnswerIdBody, GradedAnswerResult } from '../short-answer.schemas.ts';

/**
 * GET /gxw-web-student/grading/graded?answerId= — an answer I graded, with my score and note
 * and until when I may change them (grading/grade takes the change); others' grades are not
 * shown here.
 */
export const gradingGradedRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/grading/graded',
    {
      schema: {
        tags: [...TAGS.grading],
        summary: '我批改过的作答（修改批改用，含可修改截止时间）',
        querystring: AnswerIdBody,
        response: { 200: Envelope(GradedAnswerResult) },
      },
      preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    },
    async (request) => ok(await gradedAnswer(ctx, request.user!.id, request.query.answerId)),
  );
};
