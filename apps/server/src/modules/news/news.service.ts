import type { Kysely } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type {
  ArticleDetail,
  ArticlePage,
  ArticleSummary,
} from '@shangan/shared/contracts/news/articles';
import type { SearchPage } from '@shangan/shared/contracts/news/search';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/connect.ts';
import { ApiError } from '../../lib/api-error.ts';
import { DAY_MS } from '../../lib/time.ts';
import { getColumnTree } from '../columns/public.ts';
import type { ColumnNode } from '../columns/public.ts';
import { highlight, snippet } from './highlight.ts';
import type { HotWordRecorder } from './hot-words.ts';
import * as repo from './news.repository.ts';
import { queryGroups } from './segmenter.ts';
import { searchArticleIds } from './search-index.repository.ts';
import type { TtlCache } from './ttl-cache.ts';

/** What the news services need from the app, so they can be called from routes and tests. */
export interface NewsContext {
  db: Kysely<Database>;
  engine: Engine;
  cache: TtlCache;
  hotWords: HotWordRecorder;
}

export const ARTICLE_NOT_FOUND = '文章不存在或已下线';

/** The ids of a column and its children: a top-level column lists its sub-columns' articles. */
export function columnScope(tree: ColumnNode[], columnId: number): number[] | null {
  for (const root of tree) {
    if (root.id === columnId) return [root.id, ...root.child.map((child) => child.id)];
    if (root.child.some((child) => child.id === columnId)) return [columnId];
  }
  return null;
}

export function columnTree(ctx: NewsContext): Promise<ColumnNode[]> {
  return ctx.cache.get('columns', () => getColumnTree(ctx.db));
}

export interface ListQuery {
  columnId?: number;
  cityId?: number;
  tagId?: number;
  page: number;
  pageSize: number;
}

export async function listArticlePage(ctx: NewsContext, query: ListQuery): Promise<ArticlePage> {
  let columnIds: number[] | undefined;
  if (query.columnId) {
    const scope = columnScope(await columnTree(ctx), query.columnId);
    if (!scope) throw new ApiError(ApiCode.NOT_FOUND, '栏目不存在');
    columnIds = scope;
  }
  const filter = {
    ...(columnIds ? { columnIds } : {}),
    ...(query.cityId ? { preferCityId: query.cityId } : {}),
    ...(query.tagId ? { tagId: query.tagId } : {}),
  };
  // A column page is the same for every reader: cached briefly like the home data.
  const { rows, total } = await ctx.cache.get(
    `articles:${JSON.stringify(filter)}:${query.page}:${query.pageSize}`,
    () => repo.listArticles(ctx.db, filter, query.pageSize, (query.page - 1) * query.pageSize),
  );
  return { list: rows, total, page: query.page, pageSize: query.pageSize };
}

const RELATED_COUNT = 6;

export async function articleDetail(ctx: NewsContext, id: number): Promise<ArticleDetail> {
  const article = await repo.findArticle(ctx.db, id);
  if (!article) throw new ApiError(ApiCode.NOT_FOUND, ARTICLE_NOT_FOUND);
  const tree = await columnTree(ctx);
  const [tags, neighbours, city] = await Promise.all([
    repo.articleTags(ctx.db, id),
    repo.neighbours(ctx.db, article),
    article.city_id ? repo.findCity(ctx.db, article.city_id) : Promise.resolve(null),
  ]);

  let relatedIds = await repo.relatedByTags(
    ctx.db,
    id,
    tags.map((tag) => tag.id),
    RELATED_COUNT,
  );
  let related = await repo.summariesByIds(ctx.db, relatedIds);
  if (related.length < RELATED_COUNT) {
    // Too few shared tags: fill with the newest of the same column.
    const more = await repo.latestArticles(
      ctx.db,
      { columnIds: [article.column_id] },
      RELATED_COUNT + 1,
    );
    relatedIds = related.map((item) => item.id);
    related = [
      ...related,
      ...more.filter((item) => item.id !== id && !relatedIds.includes(item.id)),
    ];
    related = related.slice(0, RELATED_COUNT);
  }

  let column = { id: article.column_id, title: '', columnDir: '' };
  let parentColumn = null;
  for (const root of tree) {
    if (root.id === article.column_id)
      column = { id: root.id, title: root.title, columnDir: root.columnDir };
    const child = root.child.find((item) => item.id === article.column_id);
    if (child) {
      column = child;
      parentColumn = { id: root.id, title: root.title, columnDir: root.columnDir };
    }
  }

  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    cover: article.cover,
    columnId: article.column_id,
    columnTitle: column.title,
    cityId: article.city_id,
    source: article.source,
    publishTime: article.publish_time,
    viewCount: article.view_count,
    isPdf: article.pdf_file_id !== null,
    body: article.body,
    author: article.author,
    tags,
    topicId: article.topic_id,
    topicType: article.topic_type,
    column,
    parentColumn,
    city,
    pdfUrl: article.pdf_file_id !== null ? `/api/v1/pc/articles/${article.id}/pdf` : null,
    prev: neighbours.prev,
    next: neighbours.next,
    related,
  };
}

/** A read: counted once per detail request (the page asks once per visit). */
export async function recordView(ctx: NewsContext, id: number): Promise<void> {
  await repo.incrementViews(ctx.db, id);
}

export interface SearchQuery {
  keyword: string;
  page: number;
  pageSize: number;
  /** Who searched (see visitor.ts), for the hot list; without it nothing counts. */
  visitor?: string;
}

export async function searchArticles(ctx: NewsContext, query: SearchQuery): Promise<SearchPage> {
  const keyword = query.keyword.trim();
  if (!keyword) throw new ApiError(ApiCode.BAD_REQUEST, '请输入搜索内容');
  const groups = queryGroups(keyword);
  const words = [...new Set(groups.flat())];
  // Many people search the same words (the hot list invites it): results are cached briefly.
  const key = `search:${JSON.stringify(groups)}:${query.page}:${query.pageSize}`;
  const result = await ctx.cache.get(key, async () => {
    const { ids, total } = await searchArticleIds(
      ctx.db,
      ctx.engine,
      groups,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    const items = await repo.searchResultsByIds(ctx.db, ids);
    return {
      list: items.map(({ summary, bodyText }) => ({
        ...summary,
        highlightTitle: highlight(summary.title, words),
        highlightSummary: highlight(snippet(bodyText, words), words),
      })),
      total,
    };
  });
  // Only the first page counts as a search; paging through results is the same search. The
  // hot list gets the words that found these articles, as the index knows them, never the typed
  // text: punctuation and words that match nothing cannot reach what every visitor sees.
  if (query.page === 1 && result.total > 0 && query.visitor) {
    ctx.hotWords.record(words, query.visitor);
  }
  return { ...result, page: query.page, pageSize: query.pageSize, words };
}

const HOT_COUNT = 10;

/** The most read articles published in the last week, topped up from the last month. */
export function weekHotArticles(
  ctx: NewsContext,
  cityId: number | null,
): Promise<ArticleSummary[]> {
  return ctx.cache.get(`week-hot:${cityId ?? 0}`, async () => {
    const filter = cityId ? { cityId } : {};
    const week = await repo.hotArticles(
      ctx.db,
      filter,
      new Date(Date.now() - 7 * DAY_MS).toISOString(),
      HOT_COUNT,
    );
    if (week.length >= HOT_COUNT) return week;
    const month = await repo.hotArticles(
      ctx.db,
      filter,
      new Date(Date.now() - 60 * DAY_MS).toISOString(),
      HOT_COUNT * 2,
    );
    const seen = new Set(week.map((item) => item.id));
    return [...week, ...month.filter((item) => !seen.has(item.id))].slice(0, HOT_COUNT);
  });
}

export async function hotColumnArticles(
  ctx: NewsContext,
  columnId: number,
): Promise<ArticleSummary[]> {
  const scope = columnScope(await columnTree(ctx), columnId);
  if (!scope) throw new ApiError(ApiCode.NOT_FOUND, '栏目不存在');
  return ctx.cache.get(`column-hot:${columnId}`, () =>
    repo.hotArticles(
      ctx.db,
      { columnIds: scope },
      new Date(Date.now() - 60 * DAY_MS).toISOString(),
      HOT_COUNT,
    ),
  );
}

/** Latest articles of a column for a city: the city's own first, then national ones. */
export async function latestForCity(
  ctx: NewsContext,
  columnIds: number[],
  cityId: number | null,
  limit: number,
): Promise<ArticleSummary[]> {
  if (!cityId) return repo.latestArticles(ctx.db, { columnIds }, limit);
  return repo.latestArticlesCityFirst(ctx.db, columnIds, cityId, limit);
}
