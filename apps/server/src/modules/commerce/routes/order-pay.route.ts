import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayOrder } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { payAgain } from '../orders.service.ts';
import { payerOf } from '../../../lib/payer.ts';

/** POST /api/v1/pc/orders/pay — the QR code of one of the caller's unpaid orders again. */
export const orderPayRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(PayOrder),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await payAgain(ctx, request.user!.id, request.body.id, payerOf(request))),
  });
};
