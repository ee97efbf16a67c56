import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateOrder } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { createOrder } from '../orders.service.ts';
import { payerOf } from '../../../lib/payer.ts';

/** POST /api/v1/pc/orders/create — places an order priced by the server; answers its QR text. */
export const orderCreateRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(CreateOrder),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await createOrder(ctx, request.user!.id, request.body, payerOf(request)), '下单成功'),
  });
};
