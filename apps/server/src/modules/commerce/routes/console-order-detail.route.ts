import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { consoleOrderDetail } from '../console-orders.service.ts';

/** GET /api/v1/console/orders/detail — one order with its lines, parcel, history and refund. */
export const consoleOrderDetailRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetConsoleOrder),
    handler: async (request) => ok(await consoleOrderDetail(ctx, request.query.id)),
  });
};
