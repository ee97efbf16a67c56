import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPositionInfo } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { positionInfo } from '../positions.service.ts';

/** GET /api/v1/app/enlist/positionInfo?code= — one position by its code, with its exam. */
export const positionInfoRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetPositionInfo),
    handler: async (request) => ok(await positionInfo(ctx, request.query.code)),
  });
};
