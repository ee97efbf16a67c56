import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { topHotWords } from '../hot-words.ts';
import { HotWord } from '../news.schemas.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/search/hotWords — the words most people searched in the last 7 days. */
export const hotWordsRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/pc/search/hotWords',
    {
      schema: {
        tags: ['资讯'],
        summary: '热门搜索词（近 7 天搜索人数最多、且搜到了文章的词）',
        response: { 200: Envelope(Type.Array(HotWord)) },
      },
    },
    async () => {
      const words = await ctx.cache.get('hot-words', async () => {
        await ctx.hotWords.flush();
        return topHotWords(ctx.db, 7, 10);
      });
      return ok(words.map((keyword) => ({ keyword })));
    },
  );
};
