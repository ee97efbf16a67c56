import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShipOrder } from '@shangan/shared/contracts/commerce/shipping';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { shipOrder } from '../shipping.service.ts';

/** POST /api/v1/pc/staff/orders/ship — staff mark a paid book order shipped. */
export const staffShipRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ShipOrder),
    preHandler: app.requireUser,
    handler: async (request) => ok(await shipOrder(ctx, request.user!.id, request.body), '已发货'),
  });
};
