import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetHotWords } from '@shangan/shared/contracts/news/search';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { topHotWords } from '../hot-words.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/search/hotWords — the words most people searched in the last 7 days. */
export const hotWordsRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetHotWords),
    handler: async () => {
      const words = await ctx.cache.get('hot-words', async () => {
        await ctx.hotWords.flush();
        return topHotWords(ctx.db, 7, 10);
      });
      return ok(words.map((keyword) => ({ keyword })));
    },
  });
};
