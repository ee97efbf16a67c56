import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, sniffPicture } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import type { LocalStorageProvider } from '../../../providers/storage/index.ts';
import { TAGS } from '../context.ts';
import { SA_MSG } from '../messages.ts';
import { ReadQuery } from '../short-answer.schemas.ts';

/**
 * GET /gxw-web-student/stsFile/object?key&expires&sig — a picture of the local store through
 * a signed read URL, handed only to the answer's owner and to graders.
 */
export const stsObjectRoute: FastifyPluginAsyncTypebox<{ storage: LocalStorageProvider }> = async (
  app,
  { storage },
) => {
  app.get(
    '/stsFile/object',
    {
      schema: {
        tags: [...TAGS.uploads],
        summary: '读取本地存储的图片（签名地址，过期失效）',
        querystring: ReadQuery,
      },
    },
    async (request, reply) => {
      const { key, expires, sig } = request.query;
      if (!storage.verify('get', key, Number(expires), sig)) {
        throw new ApiError(ApiCode.FORBIDDEN, SA_MSG.readLinkExpired);
      }
      const file = await storage.fileOf(key);
      const head = file ? await storage.head(key) : null;
      if (!file || !head) throw new ApiError(ApiCode.NOT_FOUND, '图片不存在');
      // The type the bytes showed on upload, whatever the name says.
      return reply
        .header('content-type', sniffPicture(head.firstBytes) ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  );
};
