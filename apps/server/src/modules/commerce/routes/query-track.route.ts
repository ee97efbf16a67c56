import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QueryTrack } from '@shangan/shared/contracts/commerce/shipping';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { parcelTrack } from '../shipping.service.ts';

/** GET /gxw-web-student/kuaidi100/queryTrack?orderId= — the parcel track of the caller's order. */
export const queryTrackRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(QueryTrack),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request) => ok(await parcelTrack(ctx, request.user!.id, request.query.orderId)),
  });
};
