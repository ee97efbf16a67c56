import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPracticeTotals } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { exerciseTotals } from '../records.service.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/exerciseTotalLog — my practice in numbers. */
export const exerciseTotalLogRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetPracticeTotals),
    preHandler: app.requireUser,
    handler: async (request) => ok(await exerciseTotals(ctx, request.user!.id)),
  });
};
