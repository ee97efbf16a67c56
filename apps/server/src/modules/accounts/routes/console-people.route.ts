import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListPeople } from '@shangan/shared/contracts/console/people';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listPeople } from '../people-admin.service.ts';

/** GET /api/v1/console/people — find accounts by phone prefix or name, with their roles. */
export const consolePeopleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListPeople),
    handler: async (request) => ok(await listPeople(app.db, request.query)),
  });
};
