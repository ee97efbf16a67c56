import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { NewPassword, PasswordAgain, SmsCode } from '../accounts.schemas.ts';
import type { LoginLimits } from '../login-limits.ts';
import { assertPasswordsMatch } from '../password-confirmation.ts';
import { changePassword, type PasswordProof } from '../password-change.ts';

const OLD_PASSWORD_REQUIRED = '请输入原密码';

/** type '1': proven by the old password; type '10': by a code (purpose password) to the own phone. */
const Body = Type.Object({
  type: Type.Unsafe<'1' | '10'>({
    type: 'string',
    enum: ['1', '10'],
    errorMessage: '验证方式不正确',
  }),
  oldPassword: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      errorMessage: { required: OLD_PASSWORD_REQUIRED, default: '原密码错误' },
    }),
  ),
  phoneCode: Type.Optional(SmsCode),
  password: NewPassword,
  passwordSecond: PasswordAgain,
});

/**
 * POST /api/v1/pc/modifyPassword — a signed-in person changes the password they have. Wrong old
 * passwords count against the login limits (`limits`, shared with /pc/login); afterwards every
 * other session of the account ends and this one stays.
 */
export const modifyPasswordRoute: FastifyPluginAsyncTypebox<{ limits: LoginLimits }> = async (
  app,
  { limits },
) => {
  app.post(
    '/pc/modifyPassword',
    {
      schema: {
        tags: ['账号'],
        summary: '修改密码（type 1 原密码验证；type 10 手机验证码验证）',
        body: Body,
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const { type, oldPassword, phoneCode, password, passwordSecond } = request.body;
      let proof: PasswordProof;
      if (type === '1') {
        if (!oldPassword) throw new ApiError(ApiCode.BAD_REQUEST, OLD_PASSWORD_REQUIRED);
        proof = { kind: 'password', oldPassword };
      } else {
        if (!phoneCode) throw new ApiError(ApiCode.BAD_REQUEST, Msg.codeRequired);
        proof = { kind: 'sms', code: phoneCode };
      }
      assertPasswordsMatch(password, passwordSecond);
      const user = request.user!;
      await changePassword(
        app,
        limits,
        { userId: user.id, sessionId: user.sessionId, ip: request.ip },
        { proof, password },
      );
      return ok(null, '密码修改成功');
    },
  );
};
