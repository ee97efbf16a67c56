import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleVipOrders } from '@shangan/shared/contracts/console/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleVipOrders } from '../console-orders.service.ts';
import type { VipContext } from '../vip-context.ts';

/** GET /api/v1/console/vip/orders — VIP orders by number or buyer's phone, newest first. */
export const consoleVipOrdersRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListConsoleVipOrders),
    handler: async (request) => ok(await listConsoleVipOrders(ctx, request.query)),
  });
};
