import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { ArticleSummary } from '../news.schemas.ts';
import { hotColumnArticles, weekHotArticles } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/weekHotArticle and /pc/hotColumnArticle: the hot-article lists. */
export const hotArticlesRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/weekHotArticle',
    {
      schema: {
        tags: ['资讯'],
        summary: '本周热门文章（阅读最多），可按城市分站',
        querystring: Type.Object({
          cityId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '城市编号不正确' })),
        }),
        response: { 200: Envelope(Type.Array(ArticleSummary)) },
      },
    },
    async (request) => ok(await weekHotArticles(ctx, request.query.cityId ?? null)),
  );
  app.get(
    '/pc/hotColumnArticle',
    {
      schema: {
        tags: ['资讯'],
        summary: '栏目热门文章',
        querystring: Type.Object({
          columnId: Type.Integer({
            minimum: 1,
            errorMessage: { required: '请指定栏目', default: '栏目编号不正确' },
          }),
        }),
        response: { 200: Envelope(Type.Array(ArticleSummary)) },
      },
    },
    async (request) => ok(await hotColumnArticles(ctx, request.query.columnId)),
  );
};
