import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import type { VipContext } from '../vip-context.ts';
import { VipProductGroup } from '../vip.schemas.ts';
import { productList } from '../vip.service.ts';

const Query = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, errorMessage: '套餐列表类型不正确' })),
});

/**
 * GET /api/v1/pc/getvipproduct?type=1|2|3 — both tiers with benefits and packages, priced for
 * the caller: 1 new purchase, 2 renewal, 3 package change (a higher tier is always quoted as
 * an upgrade). Visitors get the new-purchase prices.
 */
export const getVipProductRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/getvipproduct',
    {
      schema: {
        tags: ['VIP会员'],
        summary: 'VIP 商品列表（type: 1 开通 / 2 续费 / 3 变更；按当前用户计算价格与可购状态）',
        querystring: Query,
        response: { 200: Envelope(Type.Array(VipProductGroup)) },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const list = await productList(
        ctx,
        request.user?.id ?? null,
        (request.query.type ?? 1) as 1 | 2 | 3,
      );
      return ok(list);
    },
  );
};
