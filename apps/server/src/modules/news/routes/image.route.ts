import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { outsideContract } from '../../../lib/contract-route.ts';
import { findImageFile } from '../news.repository.ts';
import type { NewsRouteOptions } from './_context.ts';

const ImageParam = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '图片编号不正确' }),
});

/** GET /api/v1/pc/images/{id} — a banner, topic cover or teaser picture stored in news_file. */
export const imageRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/pc/images/:id',
    {
      schema: outsideContract('a picture', {
        tags: ['资讯'],
        summary: '横幅、专题封面和课程图书封面图片',
        params: ImageParam,
      }),
    },
    async (request, reply) => {
      const file = await findImageFile(ctx.db, request.params.id);
      if (!file) throw new ApiError(ApiCode.NOT_FOUND, '图片不存在');
      // A stored picture is never rewritten (a new one gets a new id), so browsers keep it; an
      // SVG opened on its own must not run anything, whoever managed to store it.
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(file.content));
    },
  );
};
