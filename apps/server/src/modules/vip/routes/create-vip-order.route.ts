import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import type { OrderType } from '../pricing.ts';
import type { VipContext } from '../vip-context.ts';
import { CreatedOrder } from '../vip.schemas.ts';
import { createOrder } from '../vip.service.ts';

const Body = Type.Object({
  type: Type.Integer({
    minimum: 1,
    maximum: 4,
    errorMessage: { required: '缺少订单类型', default: '订单类型不正确' },
  }),
  vipProductId: Type.Integer({
    minimum: 1,
    errorMessage: { required: '请选择套餐', default: '套餐不正确' },
  }),
  // The adviser's id as the dialog sends it: possibly empty (no adviser chosen).
  dealCustomer: Type.Optional(
    Type.String({ pattern: '^\\d{0,9}$', errorMessage: '课程顾问不正确' }),
  ),
  // Whatever a client claims the amount is, it is not read: the server prices the order.
  payAmount: Type.Optional(Type.Unknown()),
});

/**
 * POST /api/v1/pc/vipOrders/create — type 1 new, 2 renewal, 3 package change, 4 upgrade. The
 * amount is decided here; the answer's url is what the payment QR code encodes.
 */
export const createVipOrderRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/pc/vipOrders/create',
    {
      schema: {
        tags: ['VIP会员'],
        summary: '创建 VIP 订单（金额由服务端计算；返回二维码内容 url）',
        body: Body,
        response: { 200: Envelope(CreatedOrder) },
      },
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { type, vipProductId, dealCustomer } = request.body;
      const order = await createOrder(
        ctx,
        request.user!.id,
        {
          type: type as OrderType,
          packageId: vipProductId,
          dealCustomer: dealCustomer ? Number(dealCustomer) : null,
        },
        `${request.protocol}://${request.host}`,
      );
      return ok(order, '下单成功');
    },
  );
};
