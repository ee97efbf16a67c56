import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Logout } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { revokeSession } from '../sessions.ts';

/** POST /api/v1/pc/logout — ends this session on the server; its token is useless afterwards. */
export const logoutRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(Logout),
    preHandler: app.optionalUser,
    handler: async (request) => {
      if (request.user) await revokeSession(ctx.db, request.user.sessionId);
      return ok(null, '退出登录成功');
    },
  });
};
