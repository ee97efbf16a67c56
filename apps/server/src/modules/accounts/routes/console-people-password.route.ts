import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResetPersonPassword } from '@shangan/shared/contracts/console/people';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { resetPersonPassword } from '../people-admin.service.ts';

/** POST /api/v1/console/people/password — an administrator resets an account's password. */
export const consolePeoplePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ResetPersonPassword),
    handler: async (request) =>
      ok(
        await resetPersonPassword(app.db, request.user!.id, request.body.userId),
        '密码已重置，该账号已在所有设备上退出',
      ),
  });
};
