import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DestroyOrder } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { destroyOrder } from '../orders.service.ts';

/** DELETE /api/v1/pc/orders/destroy?id= — cancels an unpaid order or removes a closed one. */
export const orderDestroyRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(DestroyOrder),
    preHandler: app.requireUser,
    handler: async (request) => {
      const done = await destroyOrder(ctx, request.user!.id, request.query.id);
      return ok(done, done.action === 'cancelled' ? '订单已取消' : '订单已删除');
    },
  });
};
