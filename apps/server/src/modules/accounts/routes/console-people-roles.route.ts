import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetPersonRoles } from '@shangan/shared/contracts/console/people';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { setPersonRoles } from '../people-admin.service.ts';

/** POST /api/v1/console/people/roles — an administrator sets someone's staff roles. */
export const consolePeopleRolesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(SetPersonRoles),
    handler: async (request) =>
      ok(await setPersonRoles(app.db, app.dbEngine, request.user!.id, request.body), '角色已更新'),
  });
};
