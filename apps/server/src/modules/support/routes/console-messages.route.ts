import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListSupportMessages } from '@shangan/shared/contracts/console/support';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listSupportMessages } from '../support.service.ts';

/** GET /api/v1/console/messages — the 留言 waiting for customer service, oldest first. */
export const consoleMessagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListSupportMessages),
    handler: async (request) => ok(await listSupportMessages(app.db, request.query)),
  });
};
