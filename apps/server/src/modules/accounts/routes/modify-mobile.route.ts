import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Phone, SmsCode } from '../accounts.schemas.ts';
import { changePhone } from '../accounts.service.ts';

const Body = Type.Object({
  old_mobile: Phone(Msg.phoneRequired, Msg.phoneInvalidPlain),
  old_code: SmsCode,
  new_mobile: Phone(Msg.newPhoneRequired, Msg.phoneInvalidPlain),
  new_code: SmsCode,
});

/** POST /api/v1/pc/modifyMobile — phone change with codes to the old (old_phone) and new (new_phone) phone. */
export const modifyMobileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/modifyMobile',
    {
      schema: {
        tags: ['账号'],
        summary: '修改手机号',
        body: Body,
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { old_mobile, old_code, new_mobile, new_code } = request.body;
      await changePhone(app, request.user!.id, {
        oldPhone: old_mobile,
        oldCode: old_code,
        newPhone: new_mobile,
        newCode: new_code,
      });
      return ok(null, Msg.phoneChanged);
    },
  );
};
