import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitHomework } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { submitHomework } from '../answer.service.ts';

/**
 * POST /api/v1/app/studentAnswers — hands the homework in with its last answers, once; the
 * objective questions are graded at once.
 */
export const homeworkSubmitRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SubmitHomework),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await submitHomework(ctx, request.user!.id, request.body), '提交成功'),
  });
};
