import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCheckout } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { checkout } from '../orders.service.ts';

/** GET /api/v1/pc/orders/checkout — the confirm page's prices, freight and coupons. */
export const orderCheckoutRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCheckout),
    preHandler: app.requireUser,
    handler: async (request) => ok(await checkout(ctx, request.user!.id, request.query)),
  });
};
