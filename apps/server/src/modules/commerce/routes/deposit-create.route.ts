import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateDepositOrder } from '@shangan/shared/contracts/commerce/deposits';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { createDepositOrder } from '../deposits.service.ts';
import { payerOf } from '../../../lib/payer.ts';

/** POST /api/v1/pc/deposits/create — orders the deposit; answers its QR text. */
export const depositCreateRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(CreateDepositOrder),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(
        await createDepositOrder(ctx, request.user!.id, request.body.goodsId, payerOf(request)),
        '下单成功',
      ),
  });
};
