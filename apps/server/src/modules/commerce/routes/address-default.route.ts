import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetDefaultAddress } from '@shangan/shared/contracts/commerce/addresses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { setDefaultAddress } from '../addresses.service.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** POST /api/v1/pc/address/default — makes one of the caller's addresses the default. */
export const addressDefaultRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SetDefaultAddress),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await setDefaultAddress(ctx, request.user!.id, request.body.id), '已设为默认地址'),
  });
};
