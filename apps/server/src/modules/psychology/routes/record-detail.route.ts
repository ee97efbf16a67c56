import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCheckRecord } from '@shangan/shared/contracts/psychology';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { PsychologyContext } from '../context.ts';
import { getRecord } from '../records.service.ts';

/**
 * GET /gxw-web-student/psychologicalCheck/questionListByExerciseId — one of my records with my
 * answers and its report.
 */
export const recordDetailRoute: FastifyPluginAsyncTypebox<{ ctx: PsychologyContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCheckRecord),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await getRecord(ctx, request.user!.id, request.query.exerciseId)),
  });
};
