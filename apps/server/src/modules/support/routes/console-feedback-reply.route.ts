import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeedbackMsg } from '@shangan/shared';
import { ReplyFeedback } from '@shangan/shared/contracts/console/feedback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { replyFeedback, type FeedbackContext } from '../feedback.service.ts';

/** POST /api/v1/console/feedback/reply — customer service answer a member's feedback. */
export const consoleFeedbackReplyRoute: FastifyPluginAsyncTypebox<{
  ctx: FeedbackContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ReplyFeedback),
    handler: async (request) =>
      ok(await replyFeedback(ctx, request.user!.id, request.body), FeedbackMsg.replied),
  });
};
