import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayEnlistment } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { payEnlistment } from '../enlistment.service.ts';
import { payerOf } from '../../../lib/payer.ts';

/** POST /api/v1/app/enlist/pay — the service fee's shop order; answers its QR text. */
export const enlistmentPayRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(PayEnlistment),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await payEnlistment(ctx, request.user!.id, request.body.id, payerOf(request)), '下单成功'),
  });
};
