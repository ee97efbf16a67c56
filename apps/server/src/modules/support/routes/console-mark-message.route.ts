import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarkSupportMessage } from '@shangan/shared/contracts/console/support';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { markSupportMessage } from '../support.service.ts';

/** POST /api/v1/console/messages/mark — customer service record what they did with a 留言. */
export const consoleMarkMessageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(MarkSupportMessage),
    handler: async (request) => {
      const { id, status, note } = request.body;
      await markSupportMessage(app.db, id, { status, note, staffId: request.user!.id });
      return ok(null, '已保存');
    },
  });
};
