import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeleteAddress } from '@shangan/shared/contracts/commerce/addresses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { removeAddress } from '../addresses.service.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** GET /api/v1/pc/address/delete?id= — removes one of the caller's addresses. */
export const addressDeleteRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(DeleteAddress),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await removeAddress(ctx, request.user!.id, request.query.id), '地址已删除'),
  });
};
