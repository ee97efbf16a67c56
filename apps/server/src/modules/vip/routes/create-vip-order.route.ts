import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateVipOrder } from '@shangan/shared/contracts/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { OrderType } from '../pricing.ts';
import type { VipContext } from '../vip-context.ts';
import { createOrder } from '../vip.service.ts';
import { payerOf } from '../../../lib/payer.ts';

/**
 * POST /api/v1/pc/vipOrders/create — type 1 new, 2 renewal, 3 package change, 4 upgrade. The
 * amount is decided here; the answer's url is what the payment QR code encodes.
 */
export const createVipOrderRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(CreateVipOrder),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const { type, vipProductId, dealCustomer } = request.body;
      const order = await createOrder(
        ctx,
        request.user!.id,
        {
          type: type as OrderType,
          packageId: vipProductId,
          dealCustomer: dealCustomer ? Number(dealCustomer) : null,
        },
        payerOf(request),
      );
      return ok(order, '下单成功');
    },
  });
};
