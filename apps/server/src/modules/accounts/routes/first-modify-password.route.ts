import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { FirstModifyPassword } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { setFirstPassword } from '../accounts.service.ts';
import { assertPasswordsMatch } from '../password-confirmation.ts';

/** POST /api/v1/pc/firstModifyPassword — the set-password form of an account without one. */
export const firstModifyPasswordRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(FirstModifyPassword),
    preHandler: app.requireUser,
    handler: async (request) => {
      assertPasswordsMatch(request.body.password, request.body.passwordSecond);
      await setFirstPassword(ctx, request.user!.id, request.body.password);
      return ok(null, Msg.passwordSet);
    },
  });
};
