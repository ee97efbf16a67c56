import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PresignUpload } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
import { presignUpload } from '../upload.service.ts';

/**
 * POST /gxw-web-student/stsFile/presign — the upload URL of one picture in the credential's
 * directory. Refuses other types and sizes over the limit before anything is sent.
 */
export const stsPresignRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(PresignUpload),
    preHandler: app.requireUser,
    handler: async (request) => ok(await presignUpload(ctx, request.user!.id, request.body)),
  });
};
