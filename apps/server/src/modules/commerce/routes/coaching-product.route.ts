import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCoachingProduct } from '@shangan/shared/contracts/commerce/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { coachingProduct } from '../coaching.service.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** GET /api/v1/pc/coaching/show?type= — a coaching product: programme, coaches, price. */
export const coachingProductRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCoachingProduct),
    handler: async (request) => ok(await coachingProduct(ctx, request.query.type)),
  });
};
