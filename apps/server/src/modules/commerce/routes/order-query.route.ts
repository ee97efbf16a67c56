import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QueryOrder } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { orderPayState } from '../orders.service.ts';

/** GET /api/v1/pc/orders/query?id= — the pay state the waiting payment dialog polls. */
export const orderQueryRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(QueryOrder),
    preHandler: app.requireUser,
    handler: async (request) => ok(await orderPayState(ctx, request.user!.id, request.query.id)),
  });
};
