import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SaveAddress } from '@shangan/shared/contracts/commerce/addresses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveAddress } from '../addresses.service.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** POST /api/v1/pc/newaddress — adds a delivery address, or changes one with `id`. */
export const addressSaveRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SaveAddress),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(
        await saveAddress(ctx, request.user!.id, request.body),
        request.body.id ? '地址已修改' : '地址已添加',
      ),
  });
};
