import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCoachingCheckout } from '@shangan/shared/contracts/commerce/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { coachingCheckout } from '../coaching-orders.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** GET /api/v1/pc/coaching/checkout — one seat priced: coupon, deposit, amount to pay. */
export const coachingCheckoutRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCoachingCheckout),
    preHandler: app.requireUser,
    handler: async (request) => ok(await coachingCheckout(ctx, request.user!.id, request.query)),
  });
};
