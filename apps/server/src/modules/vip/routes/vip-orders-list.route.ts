import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { fenToYuan } from '../money.ts';
import type { VipContext } from '../vip-context.ts';
import { adviserNames, listOrders } from '../vip.repository.ts';
import { OrderListItem, OrderStatusText, OrderTypeText } from '../vip.schemas.ts';
import { orderState } from '../vip.service.ts';

const Query = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' }),
  ),
});

/** GET /api/v1/pc/vipOrders/index — the caller's VIP orders, newest first (my VIP page). */
export const vipOrdersListRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/vipOrders/index',
    {
      schema: {
        tags: ['VIP会员'],
        summary: '我的 VIP 订单（分页）',
        querystring: Query,
        response: {
          200: Envelope(Type.Object({ list: Type.Array(OrderListItem), total: Type.Integer() })),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
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
  );
};
