import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCoachingSlots } from '@shangan/shared/contracts/commerce/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { coachingSlots } from '../coaching.service.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** GET /api/v1/pc/coaching/slots?type= — the product's coming slots with the seats left. */
export const coachingSlotsRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCoachingSlots),
    handler: async (request) => ok(await coachingSlots(ctx, request.query.type)),
  });
};
