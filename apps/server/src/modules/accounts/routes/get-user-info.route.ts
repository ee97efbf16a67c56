import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetUserInfo } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { userInfo } from '../accounts.service.ts';

/** GET /api/v1/pc/getuserinfo — the logged-in person's userInfo. */
export const getUserInfoRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetUserInfo),
    preHandler: app.requireUser,
    handler: async (request) => ok(await userInfo(ctx, request.user!.id)),
  });
};
