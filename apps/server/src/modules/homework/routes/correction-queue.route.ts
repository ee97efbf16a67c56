import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCorrectionQueue } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { correctionQueue } from '../correction.service.ts';

/**
 * GET /api/v1/app/homeworkCorrections — the homework waiting for correction in the courses I
 * teach (all for an admin), with the filters; teachers only.
 */
export const correctionQueueRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCorrectionQueue),
    preHandler: app.requireUser,
    handler: async (request) => ok(await correctionQueue(ctx, request.user!.id, request.query)),
  });
};
