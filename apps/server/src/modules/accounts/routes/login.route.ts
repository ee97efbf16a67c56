import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, Msg, PHONE_PATTERN } from '@shangan/shared';
import { Login } from '@shangan/shared/contracts/accounts';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { isKeepLoggedIn } from '../accounts.schemas.ts';
import { loginWithPassword, loginWithSmsCode } from '../accounts.service.ts';

/**
 * POST /api/v1/pc/login — password or SMS-code login. Unknown accounts answer code 4005.
 * Failed logins are limited per account and client, per account and per address (`ctx.limits`,
 * see `createLoginLimits`); the service applies the limits once it knows which account the
 * typed name is.
 */
export const loginRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(Login),
    handler: async (request) => {
      const { type, account, password, phoneCode, remember } = request.body;
      const client = {
        keepLoggedIn: isKeepLoggedIn(remember),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      let outcome;
      if (type === '1') {
        if (!password) throw new ApiError(ApiCode.BAD_REQUEST, Msg.passwordRequired);
        outcome = await loginWithPassword(ctx, { account, password }, client);
      } else {
        if (!PHONE_PATTERN.test(account)) throw new ApiError(ApiCode.BAD_REQUEST, Msg.phoneInvalid);
        if (!phoneCode) throw new ApiError(ApiCode.BAD_REQUEST, Msg.codeRequired);
        outcome = await loginWithSmsCode(ctx, { phone: account, code: phoneCode }, client);
      }
      return ok(
        { token: outcome.token, uuid: outcome.user.uuid, phone: outcome.user.phone },
        '登录成功',
      );
    },
  });
};
