import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { ArticlePage, PageQuery, TagCount, TopicDetail, TopicSummary } from '../news.schemas.ts';
import { listTopics, popularTags, topicDetail, topicTypeArticles } from '../topics.service.ts';
import type { NewsRouteOptions } from './_context.ts';

const TopicId = Type.Integer({ minimum: 1, errorMessage: '专题编号不正确' });

/** Article topics (专题) and the tag list of /tagAggregation. */
export const topicsRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/pc/articleTopics',
    {
      schema: {
        tags: ['资讯'],
        summary: '专题列表，可按分类筛选',
        querystring: Type.Object({ classification: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: {
          200: Envelope(
            Type.Object({
              classifications: Type.Array(Type.String()),
              list: Type.Array(TopicSummary),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listTopics(ctx, request.query.classification)),
  );
  app.get(
    '/pc/articleTopics/:id',
    {
      schema: {
        tags: ['资讯'],
        summary: '专题详情：各类型下的最新文章',
        params: Type.Object({ id: TopicId }),
        response: { 200: Envelope(TopicDetail) },
      },
    },
    async (request) => ok(await topicDetail(ctx, request.params.id)),
  );
  app.get(
    '/pc/articleTopics/:id/type/:type/articles',
    {
      schema: {
        tags: ['资讯'],
        summary: '专题某一类型的文章（分页）',
        params: Type.Object({
          id: TopicId,
          type: Type.Integer({ minimum: 1, maximum: 99, errorMessage: '专题类型不正确' }),
        }),
        querystring: Type.Object(PageQuery),
        response: {
          200: Envelope(Type.Object({ ...ArticlePage.properties, typeName: Type.String() })),
        },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 20 } = request.query;
      return ok(
        await topicTypeArticles(ctx, request.params.id, request.params.type, page, pageSize),
      );
    },
  );
  app.get(
    '/pc/tags',
    {
      schema: {
        tags: ['资讯'],
        summary: '常用标签（按文章数）',
        response: { 200: Envelope(Type.Array(TagCount)) },
      },
    },
    async () => ok(await popularTags(ctx)),
  );
};
