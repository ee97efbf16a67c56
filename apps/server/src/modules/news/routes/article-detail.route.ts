import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { ArticleDetail, IdParam } from '../news.schemas.ts';
import { articleDetail, recordView } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/articles/{id} — one article with tags, neighbours and related articles. */
export const articleDetailRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/articles/:id',
    {
      schema: {
        tags: ['资讯'],
        summary: '文章详情（含标签、上一篇/下一篇、相关文章），并计一次阅读',
        params: IdParam,
        response: { 200: Envelope(ArticleDetail) },
      },
    },
    async (request) => {
      const detail = await articleDetail(ctx, request.params.id);
      await recordView(ctx, detail.id);
      return ok({ ...detail, viewCount: detail.viewCount + 1 });
    },
  );
};
