import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleQuestionMsg, QUESTION_MEDIA_MAX_BYTES } from '@shangan/shared';
import { UploadQuestionMedia } from '@shangan/shared/contracts/console/questions';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { uploadQuestionMedia } from '../console-questions.service.ts';

/** POST /api/v1/console/questions/media — an analysis video or audio file stored for a save to name. */
export const consoleQuestionMediaRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(UploadQuestionMedia),
    // The file travels as base64 inside the JSON body.
    bodyLimit: Math.ceil(QUESTION_MEDIA_MAX_BYTES / 3) * 4 + 64 * 1024,
    handler: async (request) =>
      ok(await uploadQuestionMedia(ctx, request.body), ConsoleQuestionMsg.mediaUploaded),
  });
};
