import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RefundMsg } from '@shangan/shared';
import { RefundConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { consoleOrderDetail } from '../console-orders.service.ts';
import { refundOrder } from '../refunds.service.ts';

/** POST /api/v1/console/orders/refund — finance refund an order the way it was paid. */
export const consoleOrderRefundRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(RefundConsoleOrder),
    handler: async (request) => {
      const state = await refundOrder(ctx, request.user!.id, request.body);
      return ok(
        await consoleOrderDetail(ctx, request.body.id),
        state === 'success' ? RefundMsg.refunded : RefundMsg.processing,
      );
    },
  });
};
