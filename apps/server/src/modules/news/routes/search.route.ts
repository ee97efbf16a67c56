import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Keyword, PageQuery, SearchPage } from '../news.schemas.ts';
import { searchArticles } from '../news.service.ts';
import { visitorOf } from '../visitor.ts';
import type { NewsRouteOptions } from './_context.ts';

export const SEARCH_TOO_FAST = '搜索太频繁了，请稍后再试';

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

/** GET /api/v1/pc/search and its older alias /newlinxuan/searchPc. */
export const searchRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  // A person reads results between searches; a client searching faster (SEARCH_MAX_PER_MINUTE)
  // is a script. One limiter for both addresses, so the alias is not a second budget; per learner when
  // logged in (a school behind one address is many people), otherwise per client address.
  // It runs after optionalUser has identified the learner; in Redis when the server has one.
  const rateLimit = app.rateLimit({
    max: app.config.news.searchesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `news-search:${visitorOf(request)}`,
    errorResponseBuilder: () => new ApiError(ApiCode.TOO_MANY_REQUESTS, SEARCH_TOO_FAST),
  });
  for (const url of ['/pc/search', '/newlinxuan/searchPc']) {
    app.get(url, { schema, preHandler: [app.optionalUser, rateLimit] }, async (request) => {
      const { keyword, page = 1, pageSize = 10 } = request.query;
      return ok(
        await searchArticles(ctx, { keyword, page, pageSize, visitor: visitorOf(request) }),
      );
    });
  }
};
