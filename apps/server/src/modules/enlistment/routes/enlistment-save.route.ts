import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SaveEnlistment } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { saveEnlistment } from '../enlistment.service.ts';

/** POST /api/v1/app/updateBsEnlist — fills in or changes the caller's enlistment for an exam. */
export const enlistmentSaveRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SaveEnlistment),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await saveEnlistment(ctx, request.user!.id, request.body), '报名信息已保存'),
  });
};
