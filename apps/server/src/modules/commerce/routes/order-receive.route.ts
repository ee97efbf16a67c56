import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfirmReceipt } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { confirmReceipt } from '../orders.service.ts';

/** POST /api/v1/pc/orders/receive — the buyer confirms the parcel arrived. */
export const orderReceiveRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ConfirmReceipt),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await confirmReceipt(ctx, request.user!.id, request.body.id), '已确认收货'),
  });
};
