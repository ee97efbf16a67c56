import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListInboxFeedback } from '@shangan/shared/contracts/console/feedback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listInbox, type FeedbackContext } from '../feedback.service.ts';

/** GET /api/v1/console/feedback — the feedback inbox of customer service. */
export const consoleFeedbackRoute: FastifyPluginAsyncTypebox<{ ctx: FeedbackContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListInboxFeedback),
    handler: async (request) => ok(await listInbox(ctx, request.query)),
  });
};
