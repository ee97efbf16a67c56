import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_PATTERN, Msg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import {
  KeepLoggedIn,
  LoginResult,
  NewPassword,
  Phone,
  SmsCode,
  isKeepLoggedIn,
} from '../accounts.schemas.ts';
import { register } from '../accounts.service.ts';
import { invitePosterQr } from '../invite-poster.ts';

const Body = Type.Object({
  realname: Type.String({
    minLength: 1,
    maxLength: 20,
    errorMessage: { required: '请输入姓名', maxLength: '姓名不能超过20个字符' },
  }),
  phone: Phone(),
  code: SmsCode,
  email: Type.Optional(
    Type.String({
      maxLength: 128,
      pattern: `^$|${EMAIL_PATTERN.source}`,
      errorMessage: Msg.emailInvalid,
    }),
  ),
  password: NewPassword,
  remember: KeepLoggedIn,
});

/** POST /api/v1/h5/lxuserRegister — creates the account and logs it in. */
export const registerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/h5/lxuserRegister',
    {
      schema: {
        tags: ['账号'],
        summary: '注册（需 register 用途的短信验证码）',
        body: Body,
        response: { 200: Envelope(LoginResult) },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const body = request.body;
      const { token, user } = await register(
        app,
        {
          realname: body.realname.trim(),
          phone: body.phone,
          code: body.code,
          email: body.email ? body.email : null,
          password: body.password,
        },
        {
          keepLoggedIn: isKeepLoggedIn(body.remember),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
      );
      return ok(
        {
          token,
          uuid: user.uuid,
          phone: user.phone,
          poster_qr_code_for_pc: await invitePosterQr(app.config.publicUrl, user.invite_code),
        },
        '注册成功',
      );
    },
  );
};
