import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListExerciseLog } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { exerciseLog } from '../records.service.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/exerciseLog — my practice records, newest first. */
export const exerciseLogRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListExerciseLog),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { page = 1, size = 10, kind, status } = request.body;
      return ok(
        await exerciseLog(ctx, request.user!.id, {
          page,
          size,
          ...(kind ? { kind } : {}),
          ...(status ? { status } : {}),
        }),
      );
    },
  });
};
