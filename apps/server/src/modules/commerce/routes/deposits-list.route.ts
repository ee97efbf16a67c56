import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListDeposits } from '@shangan/shared/contracts/commerce/deposits';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { depositList } from '../deposits.service.ts';

/** GET /api/v1/pc/deposits/index — the deposits on sale (with the caller's state when logged in). */
export const depositsListRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListDeposits),
    preHandler: app.optionalUser,
    handler: async (request) => ok(await depositList(ctx, request.user?.id ?? null)),
  });
};
