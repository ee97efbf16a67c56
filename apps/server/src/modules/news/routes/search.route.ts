import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { SearchArticles, SearchArticlesAlias } from '@shangan/shared/contracts/news/search';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { searchArticles } from '../news.service.ts';
import { visitorOf } from '../visitor.ts';
import type { NewsRouteOptions } from './_context.ts';

export const SEARCH_TOO_FAST = '搜索太频繁了，请稍后再试';

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
  for (const contract of [SearchArticles, SearchArticlesAlias]) {
    app.route({
      ...routeOf(contract),
      preHandler: [app.optionalUser, rateLimit],
      handler: async (request) => {
        const { keyword, page = 1, pageSize = 10 } = request.query;
        return ok(
          await searchArticles(ctx, { keyword, page, pageSize, visitor: visitorOf(request) }),
        );
      },
    });
  }
};
