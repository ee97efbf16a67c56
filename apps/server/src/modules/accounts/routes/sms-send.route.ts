import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Phone, SmsPurposeField } from '../accounts.schemas.ts';
import { sendSmsCode } from '../sms-codes.ts';

const Query = Type.Object({
  phone: Phone(Msg.phoneRequiredShort),
  type: Type.Optional(SmsPurposeField),
});

/**
 * GET /api/v1/pc/sms_send — sends a 4-digit code for one purpose (default login). The code is in
 * the response only with the local SMS provider, so the demo works without a gateway.
 */
export const smsSendRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/sms_send',
    {
      schema: {
        tags: ['账号'],
        summary: '发送短信验证码（type: login/register/reset/old_phone/new_phone/bind/password）',
        querystring: Query,
        response: { 200: Envelope(Type.Object({ code: Type.Optional(Type.String()) })) },
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const { phone, type = 'login' } = request.query;
      const code = await sendSmsCode(
        app.db,
        app.dbEngine,
        app.sms,
        { phone, purpose: type, ip: request.ip },
        app.config.sms,
        app.config.appSecret,
      );
      return ok(app.sms.revealsCodes ? { code } : {}, '验证码已发送');
    },
  );
};
