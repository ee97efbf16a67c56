import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetMediaPlayUrl } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../../lib/api-error.ts';
import { outsideContract } from '../../../lib/contract-route.ts';
import { verifyMediaSignature } from '../media-url.ts';
import type { QuestionBankContext } from '../context.ts';
import { findMediaFile } from '../media.repository.ts';

/**
 * GET /gxw-web-student/media/:id — an analysis video or audio file through its signed URL.
 * Answers byte ranges, which players need to seek.
 */
export const mediaFileRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/media/:id',
    {
      schema: outsideContract('a video or audio file, answered in byte ranges', {
        // Beside its play-URL endpoint in /docs.
        tags: [GetMediaPlayUrl.tag],
        summary: '解析音视频文件（签名地址，过期失效）',
        params: Type.Object({ id: Type.Integer({ minimum: 1, errorMessage: '文件编号不正确' }) }),
        querystring: Type.Object({
          expires: Type.Integer({ minimum: 0, errorMessage: '链接无效' }),
          sign: Type.String({ pattern: '^[0-9a-f]{64}$', errorMessage: '链接无效' }),
        }),
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, sign } = request.query;
      if (!verifyMediaSignature(ctx.config.appSecret, id, expires, sign)) {
        throw new ApiError(ApiCode.FORBIDDEN, '播放地址已过期，请刷新页面后重试');
      }
      const media = await findMediaFile(ctx.db, id);
      if (!media) throw new ApiError(ApiCode.NOT_FOUND, '文件不存在');
      const content = Buffer.from(media.content);
      reply
        .header('content-type', media.mime)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=300');
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range || (range[1] === '' && range[2] === '')) return reply.send(content);
      const size = content.length;
      const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
      const end =
        range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      }
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .send(content.subarray(start, end + 1));
    },
  );
};
