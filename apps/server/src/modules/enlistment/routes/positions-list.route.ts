import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListPositions } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { listPositions } from '../positions.service.ts';

/** GET /api/v1/app/enlist/positions — an exam's position table, filtered and paged. */
export const positionsListRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListPositions),
    handler: async (request) => ok(await listPositions(ctx, request.query)),
  });
};
