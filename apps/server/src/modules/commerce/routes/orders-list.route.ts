import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOrders } from '@shangan/shared/contracts/commerce/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { orderList } from '../orders.service.ts';

/**
 * GET /api/v1/pc/orders/index — the caller's shop and VIP orders under one tab, paged; narrowed
 * to one enlistment's or one course's orders when asked.
 */
export const ordersListRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListOrders),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { tab = 'all', page = 1, pageSize = 10, enlistId, courseId } = request.query;
      return ok(
        await orderList(ctx, request.user!.id, { tab, page, pageSize, enlistId, courseId }),
      );
    },
  });
};
