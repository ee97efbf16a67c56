import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleOrders } from '@shangan/shared/contracts/console/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { listConsoleOrders } from '../console-orders.service.ts';

/** GET /api/v1/console/orders — find shop orders by number or the buyer's phone. */
export const consoleOrdersListRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListConsoleOrders),
    handler: async (request) => ok(await listConsoleOrders(ctx, request.query)),
  });
};
