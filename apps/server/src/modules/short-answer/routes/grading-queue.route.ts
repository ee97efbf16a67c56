import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { assertGrader, gradingQueue } from '../grading.service.ts';
import { QueueQuery, QueueResult } from '../short-answer.schemas.ts';

/**
 * GET /gxw-web-student/grading/queue — handed-in short answers, oldest first: waiting
 * (pending), held by me (mine) or graded, with the number waiting per question.
 */
export const gradingQueueRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/grading/queue',
    {
      schema: {
        tags: [...TAGS.grading],
        summary: '批改队列（待批改 / 我正在批改 / 已批改）与按题目分组的待批数量',
        querystring: QueueQuery,
        response: { 200: Envelope(QueueResult) },
      },
      preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    },
    async (request) => ok(await gradingQueue(ctx, request.user!.id, request.query)),
  );
};
