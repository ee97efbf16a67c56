import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Keyword, PageQuery, SearchPage } from '../news.schemas.ts';
import { searchArticles } from '../news.service.ts';
import type { NewsRouteOptions } from './_context.ts';

const schema = {
  tags: ['资讯'],
  summary: '站内搜索：空格分隔的多个关键词同时满足，中文分词检索，结果按相关度排序并高亮',
  querystring: Type.Object({
    keyword: Keyword,
    page: PageQuery.page,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  response: { 200: Envelope(SearchPage) },
};

/** GET /api/v1/pc/search and its older alias /newlinxuan/searchPc (spec part 1 §7.1). */
export const searchRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  for (const url of ['/pc/search', '/newlinxuan/searchPc']) {
    app.get(url, { schema }, async (request) => {
      const { keyword, page = 1, pageSize = 10 } = request.query;
      return ok(await searchArticles(ctx, { keyword, page, pageSize }));
    });
  }
};
