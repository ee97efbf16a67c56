import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CorrectHomework } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { correctSubmission } from '../correction.service.ts';

/**
 * PUT /api/v1/app/studentAnswers/:id — a teacher of the course corrects the submission (scores,
 * comments, marks over the photos) or returns it to be redone.
 */
export const homeworkCorrectRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(CorrectHomework),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await correctSubmission(ctx, request.user!.id, request.params.id, request.body),
        request.body.action === 'return' ? '已退回' : '批改成功',
      ),
  });
};
