import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Phone, SmsCode, SmsPurposeField } from '../accounts.schemas.ts';
import { checkSmsCode } from '../sms-codes.ts';

const Body = Type.Object({ phone: Phone(), code: SmsCode, type: SmsPurposeField });

/**
 * POST /api/v1/pc/sms_verify — checks a code without using it up. The phone-change dialog calls
 * it after step 1 (the original site compared codes in the browser; here the server decides).
 * Wrong tries count toward the code's limit of 5.
 */
export const smsVerifyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/sms_verify',
    {
      schema: {
        tags: ['账号'],
        summary: '校验短信验证码（不消耗）',
        body: Body,
        response: { 200: Envelope(Type.Null()) },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { phone, code, type } = request.body;
      const check = await app.db
        .transaction()
        .execute((trx) => checkSmsCode(trx, { phone, purpose: type, code }, app.config.appSecret));
      if (!check.ok) throw new ApiError(ApiCode.BAD_REQUEST, check.msg);
      return ok(null, '验证成功');
    },
  );
};
