import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { BindPhone, UserFixPhone } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { bindPhone } from '../accounts.service.ts';

/**
 * POST /api/v1/pc/bindPhone and /api/v1/app/userFixPhone (the app's name for the same thing) —
 * the complete-phone form of an account that has none (purpose bind).
 */
export const bindPhoneRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  for (const contract of [BindPhone, UserFixPhone]) {
    app.route({
      ...routeOf(contract),
      preHandler: app.requireUser,
      handler: async (request) => {
        await bindPhone(ctx, request.user!.id, {
          phone: request.body.phone,
          code: request.body.phoneCode,
        });
        return ok(null, Msg.phoneCompleted);
      },
    });
  }
};
