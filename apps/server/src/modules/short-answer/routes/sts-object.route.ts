import fs from 'node:fs';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, sniffPicture } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { outsideContract } from '../../../lib/contract-route.ts';
import type { LocalStorageProvider } from '../../../providers/storage/index.ts';
import { SA_MSG } from '../messages.ts';

/** A bad or missing signature is a 403 of the handler, not a schema error. */
const ReadQuery = Type.Object({
  key: Type.String({ maxLength: 200, default: '' }),
  expires: Type.String({ maxLength: 20, default: '' }),
  sig: Type.String({ maxLength: 200, default: '' }),
});

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
      schema: outsideContract('a picture', {
        tags: ['申论·图片上传'],
        summary: '读取本地存储的图片（签名地址，过期失效）',
        querystring: ReadQuery,
      }),
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
