import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetFeedbackUploadParams } from '@shangan/shared/contracts/feedback';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { issueCredentials } from '../../short-answer/public.ts';
import type { FeedbackContext } from '../feedback.service.ts';

/**
 * GET /api/v1/pc/feedback/uploadParams — short-lived credentials for one upload directory of
 * mine; each screenshot is then presigned and byte-checked like an answer's picture.
 */
export const feedbackUploadParamsRoute: FastifyPluginAsyncTypebox<{
  ctx: FeedbackContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetFeedbackUploadParams),
    preHandler: app.requireUser,
    handler: async (request) => ok(await issueCredentials(ctx, request.user!.id)),
  });
};
