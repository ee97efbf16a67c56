import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeedbackMsg } from '@shangan/shared';
import { SendFeedback } from '@shangan/shared/contracts/feedback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { sendFeedback, type FeedbackContext } from '../feedback.service.ts';

/** POST /api/v1/pc/feedback/add — a member writes to the school. */
export const feedbackSendRoute: FastifyPluginAsyncTypebox<{ ctx: FeedbackContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SendFeedback),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await sendFeedback(ctx, request.user!.id, request.body), FeedbackMsg.sent),
  });
};
