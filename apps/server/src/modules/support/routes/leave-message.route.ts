import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORT_MESSAGES_PER_WINDOW, SUPPORT_WINDOW_MS, SupportMsg } from '@shangan/shared';
import { LeaveMessage } from '@shangan/shared/contracts/support';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { leaveMessage } from '../support.service.ts';

/**
 * POST /api/v1/pc/support/message — the side toolbar's 留言 form, open to visitors and members.
 * Limited per client address (shared through Redis when configured) so a script cannot bury
 * staff in messages.
 */
export const leaveMessageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(LeaveMessage),
    config: {
      rateLimit: { max: SUPPORT_MESSAGES_PER_WINDOW, timeWindow: SUPPORT_WINDOW_MS },
    },
    preHandler: app.optionalUser,
    handler: async (request) => {
      const id = await leaveMessage(app.db, request.body, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      });
      return ok({ id }, SupportMsg.sent);
    },
  });
};
