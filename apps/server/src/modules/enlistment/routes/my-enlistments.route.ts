import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListMyEnlistments } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { myEnlistments } from '../enlistment.service.ts';

/** GET /api/v1/app/enlist/index — the caller's enlistments, one per exam at most. */
export const myEnlistmentsRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListMyEnlistments),
    preHandler: app.requireUser,
    handler: async (request) => ok(await myEnlistments(ctx, request.user!.id)),
  });
};
