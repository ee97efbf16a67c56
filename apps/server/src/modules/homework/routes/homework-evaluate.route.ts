import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EvaluateCorrection } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { evaluateCorrection } from '../evaluation.service.ts';

/** POST /api/v1/app/saveStudentEvaluation — my rating of the teacher's correction, once. */
export const homeworkEvaluateRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(EvaluateCorrection),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await evaluateCorrection(ctx, request.user!.id, request.body), '评价成功'),
  });
};
