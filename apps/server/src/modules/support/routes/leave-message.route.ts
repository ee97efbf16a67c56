import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORT_MESSAGES_PER_WINDOW, SUPPORT_WINDOW_MS, SupportMsg } from '@shangan/shared';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { LeaveMessageBody, LeftMessage } from '../support.schemas.ts';
import { leaveMessage } from '../support.service.ts';

/**
 * POST /api/v1/pc/support/message — the side toolbar's 留言 form, open to visitors and members.
 * Limited per client address (shared through Redis when configured) so a script cannot bury
 * staff in messages.
 */
export const leaveMessageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/support/message',
    {
      schema: {
        tags: ['客服'],
        summary: '给客服留言（称呼、手机号、咨询类别、内容），客服老师回电处理',
        body: LeaveMessageBody,
        response: { 200: Envelope(LeftMessage) },
      },
      config: {
        rateLimit: { max: SUPPORT_MESSAGES_PER_WINDOW, timeWindow: SUPPORT_WINDOW_MS },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const id = await leaveMessage(app.db, request.body, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      });
      return ok({ id }, SupportMsg.sent);
    },
  );
};
