import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, Msg } from '@shangan/shared';
import { ModifyPassword } from '@shangan/shared/contracts/accounts';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { assertPasswordsMatch } from '../password-confirmation.ts';
import { changePassword, type PasswordProof } from '../password-change.ts';

const OLD_PASSWORD_REQUIRED = '请输入原密码';

/**
 * POST /api/v1/pc/modifyPassword — a signed-in person changes the password they have. Wrong old
 * passwords count against the login limits (`ctx.limits`, shared with /pc/login); afterwards
 * every other session of the account ends and this one stays.
 */
export const modifyPasswordRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ModifyPassword),
    preHandler: app.requireUser,
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
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
        ctx,
        { userId: user.id, sessionId: user.sessionId, ip: request.ip },
        { proof, password },
      );
      return ok(null, '密码修改成功');
    },
  });
};
