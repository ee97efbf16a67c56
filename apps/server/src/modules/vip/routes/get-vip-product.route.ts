import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetVipProducts } from '@shangan/shared/contracts/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { VipContext } from '../vip-context.ts';
import { productList } from '../vip.service.ts';

/** GET /api/v1/pc/getvipproduct?type=1|2|3 — the VIP packages priced for the caller. */
export const getVipProductRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetVipProducts),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const list = await productList(
        ctx,
        request.user?.id ?? null,
        (request.query.type ?? 1) as 1 | 2 | 3,
      );
      return ok(list);
    },
  });
};
