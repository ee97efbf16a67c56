import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetOrder } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { withBooking } from '../coaching.service.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { orderDetail } from '../orders.service.ts';

/** GET /api/v1/pc/orders/show?id= — one of the caller's shop orders with its timeline. */
export const orderShowRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetOrder),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await withBooking(ctx, await orderDetail(ctx, request.user!.id, request.query.id))),
  });
};
