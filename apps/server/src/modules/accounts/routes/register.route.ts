import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Register } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { isKeepLoggedIn } from '../accounts.schemas.ts';
import { register } from '../accounts.service.ts';
import { invitePosterQr } from '../invite-poster.ts';

/** POST /api/v1/h5/lxuserRegister — creates the account and logs it in. */
export const registerRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(Register),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
      const body = request.body;
      const { token, user } = await register(
        ctx,
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
          poster_qr_code_for_pc: await invitePosterQr(ctx.config.publicUrl, user.invite_code),
        },
        '注册成功',
      );
    },
  });
};
