import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListChecks } from '@shangan/shared/contracts/psychology';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listChecks } from '../checks.service.ts';
import type { PsychologyContext } from '../context.ts';

/** POST /gxw-web-student/psychologicalCheck/page — the scales, with my last result of each. */
export const checkPageRoute: FastifyPluginAsyncTypebox<{ ctx: PsychologyContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListChecks),
    // Visitors see the scales too; they are asked to log in to take one.
    preHandler: app.optionalUser,
    handler: async (request) => ok(await listChecks(ctx, request.user?.id ?? null, request.body)),
  });
};
