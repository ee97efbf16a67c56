import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListMyFeedback } from '@shangan/shared/contracts/feedback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listMyFeedback, type FeedbackContext } from '../feedback.service.ts';

/** GET /api/v1/pc/feedback/mine — my feedback and the replies, newest first. */
export const feedbackMineRoute: FastifyPluginAsyncTypebox<{ ctx: FeedbackContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListMyFeedback),
    preHandler: app.requireUser,
    handler: async (request) => ok(await listMyFeedback(ctx, request.user!.id, request.query)),
  });
};
