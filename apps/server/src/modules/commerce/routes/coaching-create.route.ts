import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateCoachingOrder } from '@shangan/shared/contracts/commerce/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { createCoachingOrder } from '../coaching-orders.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { payerOf } from '../../../lib/payer.ts';

/** POST /api/v1/pc/coaching/orders/create — takes a seat and places its order; answers the QR. */
export const coachingCreateRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(CreateCoachingOrder),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(
        await createCoachingOrder(ctx, request.user!.id, request.body, payerOf(request)),
        '下单成功',
      ),
  });
};
