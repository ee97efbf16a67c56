import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Phone, SmsCode } from '../accounts.schemas.ts';
import { bindPhone } from '../accounts.service.ts';

const Body = Type.Object({ phone: Phone(), phoneCode: SmsCode });

/**
 * POST /api/v1/pc/bindPhone and /api/v1/app/userFixPhone (the app's name for the same thing) —
 * the complete-phone form of an account that has none (purpose bind).
 */
export const bindPhoneRoute: FastifyPluginAsyncTypebox = async (app) => {
  for (const url of ['/pc/bindPhone', '/app/userFixPhone']) {
    app.post(
      url,
      {
        schema: {
          tags: ['账号'],
          summary: '补齐手机号',
          body: Body,
          response: { 200: Envelope(Type.Null()) },
        },
        preHandler: app.requireUser,
      },
      async (request) => {
        await bindPhone(app, request.user!.id, {
          phone: request.body.phone,
          code: request.body.phoneCode,
        });
        return ok(null, Msg.phoneCompleted);
      },
    );
  }
};
