import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListVipOrders } from '@shangan/shared/contracts/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { fenToYuan } from '../money.ts';
import type { VipContext } from '../vip-context.ts';
import { adviserNames, listOrders } from '../vip.repository.ts';
import { OrderStatusText, OrderTypeText } from '../vip.schemas.ts';
import { orderState } from '../vip.service.ts';

/** GET /api/v1/pc/vipOrders/index — the caller's VIP orders, newest first (my VIP page). */
export const vipOrdersListRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListVipOrders),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { page = 1, pageSize = 10 } = request.query;
      const { rows, total } = await listOrders(ctx.db, request.user!.id, page, pageSize);
      const now = new Date();
      const advisers = await adviserNames(
        ctx.db,
        rows.flatMap((r) => (r.deal_customer_id === null ? [] : [r.deal_customer_id])),
      );
      const list = rows.map((row) => {
        const state = orderState(row, now);
        const status = state === 2 && row.status === 'unpaid' ? 'expired' : row.status;
        return {
          id: row.id,
          orderNum: row.order_num,
          type: row.type,
          typeText: OrderTypeText[row.type] ?? '',
          product: row.product_name,
          listPrice: fenToYuan(row.list_price),
          deduction: fenToYuan(row.deduction),
          payAmount: fenToYuan(row.pay_amount),
          status: state,
          statusText: OrderStatusText[status],
          dealCustomer: row.deal_customer_id ? (advisers.get(row.deal_customer_id) ?? null) : null,
          createdAt: row.created_at,
          paidAt: row.paid_at,
          vipExpiresAt: row.vip_expires_at,
        };
      });
      return ok({ list, total });
    },
  });
};
