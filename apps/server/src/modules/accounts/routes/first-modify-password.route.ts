import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { NewPassword, PasswordAgain } from '../accounts.schemas.ts';
import { setFirstPassword } from '../accounts.service.ts';
import { assertPasswordsMatch } from '../password-confirmation.ts';

const Body = Type.Object({ password: NewPassword, passwordSecond: PasswordAgain });

/** POST /api/v1/pc/firstModifyPassword — the set-password form of an account without one. */
export const firstModifyPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/firstModifyPassword',
    {
      schema: {
        tags: ['账号'],
        summary: '首次设置密码',
        body: Body,
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      assertPasswordsMatch(request.body.password, request.body.passwordSecond);
      await setFirstPassword(app, request.user!.id, request.body.password);
      return ok(null, Msg.passwordSet);
    },
  );
};
