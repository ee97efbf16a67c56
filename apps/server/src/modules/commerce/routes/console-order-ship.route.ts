import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShipConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { consoleOrderDetail } from '../console-orders.service.ts';
import { shipOrder } from '../shipping.service.ts';

/** POST /api/v1/console/orders/ship — warehouse staff post a paid book order. */
export const consoleOrderShipRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ShipConsoleOrder),
    handler: async (request) => {
      await shipOrder(ctx, request.user!.id, request.body);
      return ok(await consoleOrderDetail(ctx, request.body.id), '已发货');
    },
  });
};
