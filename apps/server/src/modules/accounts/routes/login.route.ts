import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, Msg, PHONE_PATTERN } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { KeepLoggedIn, LoginResult, isKeepLoggedIn } from '../accounts.schemas.ts';
import { loginWithPassword, loginWithSmsCode } from '../accounts.service.ts';
import type { LoginLimits } from '../login-limits.ts';

/** type '1': account + password; type '10': account (a phone) + phoneCode. */
const Body = Type.Object({
  type: Type.Unsafe<'1' | '10'>({
    type: 'string',
    enum: ['1', '10'],
    errorMessage: '登录方式不正确',
  }),
  account: Type.String({
    minLength: 1,
    maxLength: 32,
    errorMessage: { required: Msg.accountRequired },
  }),
  password: Type.Optional(Type.String({ maxLength: 64 })),
  phoneCode: Type.Optional(Type.String({ maxLength: 8 })),
  remember: KeepLoggedIn,
});

/**
 * POST /api/v1/pc/login — password or SMS-code login. Unknown accounts answer code 4005.
 * Failed logins are limited per account and client, per account and per address (`limits`, see
 * `createLoginLimits`); the service applies the limits once it knows which account the typed
 * name is.
 */
export const loginRoute: FastifyPluginAsyncTypebox<{ limits: LoginLimits }> = async (
  app,
  { limits },
) => {
  app.post(
    '/pc/login',
    {
      schema: {
        tags: ['账号'],
        summary: '登录（type 1 账号密码；type 10 手机验证码）',
        body: Body,
        response: { 200: Envelope(LoginResult) },
      },
    },
    async (request) => {
      const { type, account, password, phoneCode, remember } = request.body;
      const client = {
        keepLoggedIn: isKeepLoggedIn(remember),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      let outcome;
      if (type === '1') {
        if (!password) throw new ApiError(ApiCode.BAD_REQUEST, Msg.passwordRequired);
        outcome = await loginWithPassword(app, limits, { account, password }, client);
      } else {
        if (!PHONE_PATTERN.test(account)) throw new ApiError(ApiCode.BAD_REQUEST, Msg.phoneInvalid);
        if (!phoneCode) throw new ApiError(ApiCode.BAD_REQUEST, Msg.codeRequired);
        outcome = await loginWithSmsCode(app, limits, { phone: account, code: phoneCode }, client);
      }
      return ok(
        { token: outcome.token, uuid: outcome.user.uuid, phone: outcome.user.phone },
        '登录成功',
      );
    },
  );
};
