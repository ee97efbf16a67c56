import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SendSmsCode } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { sendSmsCode } from '../sms-codes.ts';

/**
 * GET /api/v1/pc/sms_send — sends a 4-digit code for one purpose, or, without a type, one that
 * login and registration both take (docs/areas/accounts.md). The code is in the response only
 * with the local SMS provider, so the demo works without a gateway.
 */
export const smsSendRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SendSmsCode),
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      const { phone, type } = request.query;
      const code = await sendSmsCode(ctx, { phone, purpose: type, ip: request.ip });
      return ok(ctx.sms.revealsCodes ? { code } : {}, '验证码已发送');
    },
  });
};
