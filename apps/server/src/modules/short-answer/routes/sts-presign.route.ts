import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { PresignBody, PresignResult } from '../short-answer.schemas.ts';
import { presignUpload } from '../upload.service.ts';

/**
 * POST /gxw-web-student/stsFile/presign — the upload URL of one picture in the credential's
 * directory. Refuses other types and sizes over the limit before anything is sent.
 */
export const stsPresignRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/stsFile/presign',
    {
      schema: {
        tags: [...TAGS.uploads],
        summary: '单张图片的上传地址（仅 jpg、jpeg、png、gif，大小有限制）',
        body: PresignBody,
        response: { 200: Envelope(PresignResult) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await presignUpload(ctx, request.user!.id, request.body)),
  );
};
