import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListAddresses } from '@shangan/shared/contracts/commerce/addresses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { addressList } from '../addresses.service.ts';
import type { CommerceContext } from '../commerce-context.ts';

/** GET /api/v1/pc/address/index — the caller's delivery addresses, the default first. */
export const addressListRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListAddresses),
    preHandler: app.requireUser,
    handler: async (request) => ok(await addressList(ctx, request.user!.id)),
  });
};
