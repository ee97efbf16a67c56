import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { NewPassword, PasswordAgain, Phone, SmsCode } from '../accounts.schemas.ts';
import { resetPassword } from '../accounts.service.ts';
import { assertPasswordsMatch } from '../password-confirmation.ts';

const Body = Type.Object({
  phone: Phone(),
  phoneCode: SmsCode,
  password: NewPassword,
  passwordSecond: PasswordAgain,
});

/** POST /api/v1/pc/forgetPassword — reset by SMS code (purpose reset); logs out every device. */
export const forgetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/forgetPassword',
    {
      schema: {
        tags: ['账号'],
        summary: '找回密码',
        body: Body,
        response: { 200: Envelope(Type.Null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const { phone, phoneCode, password, passwordSecond } = request.body;
      assertPasswordsMatch(password, passwordSecond);
      await resetPassword(app, { phone, code: phoneCode, password });
      return ok(null, Msg.passwordSet);
    },
  );
};
