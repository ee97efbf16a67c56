import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VerifySmsCode } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { verifySmsCode } from '../sms-codes.ts';

/**
 * POST /api/v1/pc/sms_verify — checks a code without using it up. The phone-change dialog calls
 * it after step 1 (the original site compared codes in the browser; here the server decides).
 * Wrong tries count toward the code's limit of 5.
 */
export const smsVerifyRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(VerifySmsCode),
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const { phone, code, type } = request.body;
      await verifySmsCode(ctx, { phone, purpose: type, code });
      return ok(null, '验证成功');
    },
  });
};
