import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiCode, Msg, PHONE_PATTERN } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { KeepLoggedIn, LoginResult, isKeepLoggedIn } from '../accounts.schemas.ts';
import { loginWithPassword, loginWithSmsCode } from '../accounts.service.ts';

/** type '1': account + password; type '10': account (a phone) + phoneCode (spec part 1 §3). */
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
type LoginBody = { account: string; type: '1' | '10' };

/** POST /api/v1/pc/login — password or SMS-code login. Unknown accounts answer code 4005. */
export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { loginMaxPerAccount, loginMaxPerIp, loginWindowSeconds } = app.config.accounts;
  const timeWindow = loginWindowSeconds * 1000;
  // Guessing passwords is slowed per IP and, whichever IPs it comes from, per account. SMS
  // logins count per IP only: each code already dies after 5 wrong tries.
  const perIp = app.createRateLimit({
    max: loginMaxPerIp,
    timeWindow,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: loginMaxPerAccount,
    timeWindow,
    keyGenerator: (request) => `login-account:${(request.body as LoginBody).account.toLowerCase()}`,
  });
  const checkLoginRate = async (request: FastifyRequest) => {
    const checks = (request.body as LoginBody).type === '1' ? [perIp, perAccount] : [perIp];
    for (const check of checks) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const minutes = Math.max(1, Math.ceil(limit.ttl / 60_000));
        throw new ApiError(ApiCode.TOO_MANY_REQUESTS, `登录尝试过于频繁，请${minutes}分钟后再试`);
      }
    }
  };

  app.post(
    '/pc/login',
    {
      schema: {
        tags: ['账号'],
        summary: '登录（type 1 账号密码；type 10 手机验证码）',
        body: Body,
        response: { 200: Envelope(LoginResult) },
      },
      preHandler: checkLoginRate,
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
        outcome = await loginWithPassword(app, { account, password }, client);
      } else {
        if (!PHONE_PATTERN.test(account)) throw new ApiError(ApiCode.BAD_REQUEST, Msg.phoneInvalid);
        if (!phoneCode) throw new ApiError(ApiCode.BAD_REQUEST, Msg.codeRequired);
        outcome = await loginWithSmsCode(app, { phone: account, code: phoneCode }, client);
      }
      return ok(
        { token: outcome.token, uuid: outcome.user.uuid, phone: outcome.user.phone },
        '登录成功',
      );
    },
  );
};
