import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GetTopic,
  ListTags,
  ListTopics,
  ListTopicTypeArticles,
} from '@shangan/shared/contracts/news/topics';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listTopics, popularTags, topicDetail, topicTypeArticles } from '../topics.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/** Article topics (专题) and the tag list of /tagAggregation. */
export const topicsRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListTopics),
    handler: async (request) => ok(await listTopics(ctx, request.query.classification)),
  });

  app.route({
    ...routeOf(GetTopic),
    handler: async (request) => ok(await topicDetail(ctx, request.params.id)),
  });

  app.route({
    ...routeOf(ListTopicTypeArticles),
    handler: async (request) => {
      const { page = 1, pageSize = 20 } = request.query;
      return ok(
        await topicTypeArticles(ctx, request.params.id, request.params.type, page, pageSize),
      );
    },
  });

  app.route({
    ...routeOf(ListTags),
    handler: async () => ok(await popularTags(ctx)),
  });
};
