import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetDeposit } from '@shangan/shared/contracts/commerce/deposits';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { depositDetail } from '../deposits.service.ts';

/** GET /api/v1/pc/deposits/show?id= — one deposit (with the caller's state when logged in). */
export const depositShowRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetDeposit),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await depositDetail(ctx, request.query.id, request.user?.id ?? null)),
  });
};
