import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Msg } from '@shangan/shared';
import { ModifyMobile } from '@shangan/shared/contracts/accounts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AccountsContext } from '../accounts-context.ts';
import { changePhone } from '../accounts.service.ts';

/** POST /api/v1/pc/modifyMobile — phone change with codes to the old (old_phone) and new (new_phone) phone. */
export const modifyMobileRoute: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ModifyMobile),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { old_mobile, old_code, new_mobile, new_code } = request.body;
      await changePhone(ctx, request.user!.id, {
        oldPhone: old_mobile,
        oldCode: old_code,
        newPhone: new_mobile,
        newCode: new_code,
      });
      return ok(null, Msg.phoneChanged);
    },
  });
};
