import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { ArticlePage, PageQuery } from '../news.schemas.ts';
import { listArticlePage } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/articles — a column's (with its sub-columns), a city's or a tag's articles. */
export const articlesRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/pc/articles',
    {
      schema: {
        tags: ['资讯'],
        summary: '文章列表（栏目、标签，分页）；带 cityId 时为分站视角：本城市的文章排在前面',
        querystring: Type.Object({
          columnId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '栏目编号不正确' })),
          cityId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '城市编号不正确' })),
          tagId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '标签编号不正确' })),
          ...PageQuery,
        }),
        response: { 200: Envelope(ArticlePage) },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 20, ...filter } = request.query;
      return ok(await listArticlePage(ctx, { ...filter, page, pageSize }));
    },
  );
};
