import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { UploadLocalPicture } from '@shangan/shared/contracts/short-answer';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LocalStorageProvider } from '../../../providers/storage/index.ts';
import type { ShortAnswerContext } from '../context.ts';
import { SA_MSG, tooLargeMessage } from '../messages.ts';
import { acceptLocalUpload } from '../upload.service.ts';

/**
 * PUT /gxw-web-student/stsFile/upload?key&expires&sig — the local store's upload target. The
 * signature is the credential (no session header), the raw body is the picture.
 */
export const stsUploadRoute: FastifyPluginAsyncTypebox<{
  ctx: ShortAnswerContext;
  storage: LocalStorageProvider;
}> = async (app, { ctx, storage }) => {
  const bodyLimit = ctx.config.storage.maxBytes + 64 * 1024;
  // Scoped to this plugin: raw bytes for the picture types and whatever a browser sends for a
  // file it cannot name.
  app.addContentTypeParser(
    ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );
  app.route({
    ...routeOf(UploadLocalPicture),
    bodyLimit,
    errorHandler: (error, _request, _reply) => {
      // Thrown on to the app's handler, which writes the envelope.
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new ApiError(ApiCode.BAD_REQUEST, tooLargeMessage(ctx.config.storage.maxBytes));
      }
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badType);
      }
      throw error;
    },
    handler: async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const contentType = request.headers['content-type'] ?? '';
      return ok(await acceptLocalUpload(ctx, storage, { ...request.query, body, contentType }));
    },
  });
};
