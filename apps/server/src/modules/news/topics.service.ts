import { ApiCode } from '@shangan/shared';
import type { ArticlePage } from '@shangan/shared/contracts/news/articles';
import type { TopicDetail, TopicSummary } from '@shangan/shared/contracts/news/topics';
import { ApiError } from '../../lib/api-error.ts';
import * as repo from './news.repository.ts';
import { findPopularTags, findTopics, findTopicType, findTopicTypes } from './topics.repository.ts';
import type { NewsContext } from './news.service.ts';

/** Article topics (专题): a topic has typed article lists (最新公告, 备考指导 …). */
export const TOPIC_NOT_FOUND = '专题不存在';

async function topicRows(ctx: NewsContext, classification?: string) {
  const rows = await findTopics(ctx.db, classification);
  return rows.map((row): TopicSummary => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    classification: row.classification,
    articleCount: Number(row.article_count ?? 0),
  }));
}

export async function listTopics(ctx: NewsContext, classification?: string) {
  const all = await ctx.cache.get('topics', () => topicRows(ctx));
  return {
    classifications: [...new Set(all.map((topic) => topic.classification))],
    list: classification ? all.filter((topic) => topic.classification === classification) : all,
  };
}

export async function topicDetail(ctx: NewsContext, id: number, perType = 6): Promise<TopicDetail> {
  const topic = (await topicRows(ctx)).find((row) => row.id === id);
  if (!topic) throw new ApiError(ApiCode.NOT_FOUND, TOPIC_NOT_FOUND);
  const types = await findTopicTypes(ctx.db, id);
  return {
    ...topic,
    types: await Promise.all(
      types.map(async (type) => ({
        type: type.type,
        name: type.name,
        articles: await repo.latestArticles(ctx.db, { topicId: id, topicType: type.type }, perType),
      })),
    ),
  };
}

export async function topicTypeArticles(
  ctx: NewsContext,
  id: number,
  type: number,
  page: number,
  pageSize: number,
): Promise<ArticlePage & { typeName: string }> {
  const row = await findTopicType(ctx.db, id, type);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, TOPIC_NOT_FOUND);
  const { rows, total } = await repo.listArticles(
    ctx.db,
    { topicId: id, topicType: type },
    pageSize,
    (page - 1) * pageSize,
  );
  return { list: rows, total, page, pageSize, typeName: row.name };
}

/** Tags with the number of articles carrying them, most used first. */
export function popularTags(ctx: NewsContext, limit = 60) {
  return ctx.cache.get(`tags:${limit}`, async () => {
    const rows = await findPopularTags(ctx.db, limit);
    return rows.map((row) => ({ id: row.id, name: row.name, articleCount: Number(row.n) }));
  });
}
