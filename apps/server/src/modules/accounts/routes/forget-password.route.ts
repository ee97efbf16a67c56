import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { ForgetPassword } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { resetPassword } from '../accounts.service.ts';
import { assertPasswordsMatch } from '../password-confirmation.ts';

/** POST /api/v1/pc/forgetPassword — reset by SMS code (purpose reset); logs out every device. */
export const forgetPasswordRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ForgetPassword),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
      const { phone, phoneCode, password, passwordSecond } = request.body;
      assertPasswordsMatch(password, passwordSecond);
      await resetPassword(ctx, { phone, code: phoneCode, password });
      return ok(null, Msg.passwordSet);
    },
  });
};
