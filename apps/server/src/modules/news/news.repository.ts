import { sql, type Insertable, type Kysely } from 'kysely';
import type { ArticleSummary, CityRef } from '@shangan/shared/contracts/news/articles';
import type { Database, NewsArticleTable, NewsArticleTagTable } from '../../db/database.ts';

type Db = Kysely<Database>;

export const SUMMARY_COLUMNS = [
  'a.id',
  'a.title',
  'a.summary',
  'a.cover',
  'a.column_id',
  'c.title as column_title',
  'a.city_id',
  'a.source',
  'a.publish_time',
  'a.view_count',
  'a.pdf_file_id',
] as const;

/** Article list items: the article joined with its column's title. */
function summaries(db: Db) {
  return withColumn(db.selectFrom('news_article as a'));
}

function withColumn(query: ReturnType<typeof filtered>) {
  return query.innerJoin('news_column as c', 'c.id', 'a.column_id').select(SUMMARY_COLUMNS);
}

type SummaryRow = {
  id: number;
  title: string;
  summary: string;
  cover: string;
  column_id: number;
  column_title: string;
  city_id: number | null;
  source: string;
  publish_time: string;
  view_count: number;
  pdf_file_id: number | null;
};

export function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    columnId: row.column_id,
    columnTitle: row.column_title,
    cityId: row.city_id,
    source: row.source,
    publishTime: row.publish_time,
    viewCount: row.view_count,
    isPdf: row.pdf_file_id !== null,
  };
}

export interface ArticleFilter {
  columnIds?: number[];
  cityId?: number | null;
  /** A sub-site's view: every article, this city's first (its own are too few to list alone). */
  preferCityId?: number;
  tagId?: number;
  topicId?: number;
  topicType?: number;
}

/** Articles matching a filter; the list and its count are built from the same query. */
function filtered(db: Db, filter: ArticleFilter = {}) {
  let q = db.selectFrom('news_article as a');
  if (filter.columnIds) q = q.where('a.column_id', 'in', filter.columnIds);
  if (filter.cityId) q = q.where('a.city_id', '=', filter.cityId);
  if (filter.topicId) q = q.where('a.topic_id', '=', filter.topicId);
  if (filter.topicType) q = q.where('a.topic_type', '=', filter.topicType);
  if (filter.tagId) {
    const tagId = filter.tagId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('news_article_tag as t')
          .select('t.article_id')
          .whereRef('t.article_id', '=', 'a.id')
          .where('t.tag_id', '=', tagId),
      ),
    );
  }
  return q;
}

export async function listArticles(
  db: Db,
  filter: ArticleFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ArticleSummary[]; total: number }> {
  if (filter.columnIds?.length === 0) return { rows: [], total: 0 };
  const [rows, count] = await Promise.all([
    withColumn(filtered(db, filter))
      .$if(!!filter.preferCityId, (q) =>
        q.orderBy(sql`case when a.city_id = ${filter.preferCityId} then 0 else 1 end`),
      )
      .orderBy('a.publish_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toSummary), total: Number(count.n) };
}

export async function latestArticles(
  db: Db,
  filter: ArticleFilter,
  limit: number,
): Promise<ArticleSummary[]> {
  if (filter.columnIds?.length === 0) return [];
  const rows = await withColumn(filtered(db, filter))
    .orderBy('a.publish_time', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** Most read among articles published since `since` (a week for the home page). */
export async function hotArticles(
  db: Db,
  filter: ArticleFilter,
  since: string,
  limit: number,
): Promise<ArticleSummary[]> {
  const rows = await withColumn(filtered(db, filter))
    .where('a.publish_time', '>=', since)
    .orderBy('a.view_count', 'desc')
    .orderBy('a.publish_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

export async function summariesByIds(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaries(db).where('a.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findArticle(db: Db, id: number) {
  return db
    .selectFrom('news_article as a')
    .selectAll('a')
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export function incrementViews(db: Db, id: number): Promise<unknown> {
  return db
    .updateTable('news_article')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export function articleTags(db: Db, articleId: number) {
  return db
    .selectFrom('news_article_tag as at')
    .innerJoin('news_tag as t', 't.id', 'at.tag_id')
    .select(['t.id', 't.name'])
    .where('at.article_id', '=', articleId)
    .orderBy('t.id')
    .execute();
}

/** Articles sharing the most tags with this one, newest first among equals. */
export async function relatedByTags(
  db: Db,
  articleId: number,
  tagIds: number[],
  limit: number,
): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await db
    .selectFrom('news_article_tag')
    .select(['article_id', (eb) => eb.fn.countAll<number>().as('shared')])
    .where('tag_id', 'in', tagIds)
    .where('article_id', '!=', articleId)
    .groupBy('article_id')
    .orderBy('shared', 'desc')
    .orderBy('article_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.article_id);
}

/** The neighbours in the same column by publish time, for 上一篇 / 下一篇. */
export async function neighbours(
  db: Db,
  article: { id: number; column_id: number; publish_time: string },
) {
  const base = db
    .selectFrom('news_article')
    .select(['id', 'title'])
    .where('column_id', '=', article.column_id)
    .where('id', '!=', article.id);
  const [prev, next] = await Promise.all([
    base
      .where('publish_time', '<', article.publish_time)
      .orderBy('publish_time', 'desc')
      .limit(1)
      .executeTakeFirst(),
    base
      .where('publish_time', '>', article.publish_time)
      .orderBy('publish_time', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

export async function findCity(db: Db, key: number | string): Promise<CityRef | null> {
  let query = db.selectFrom('city_site').select(['id', 'name', 'province', 'dir']);
  query = typeof key === 'number' ? query.where('id', '=', key) : query.where('dir', '=', key);
  const row = await query.executeTakeFirst();
  return row ? { cityId: row.id, name: row.name, province: row.province, dir: row.dir } : null;
}

export async function listCities(db: Db): Promise<CityRef[]> {
  const rows = await db
    .selectFrom('city_site')
    .select(['id', 'name', 'province', 'dir'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    cityId: row.id,
    name: row.name,
    province: row.province,
    dir: row.dir,
  }));
}

export function findPdfFile(db: Db, articleId: number) {
  return db
    .selectFrom('news_article as a')
    .innerJoin('news_file as f', 'f.id', 'a.pdf_file_id')
    .select(['f.file_name', 'f.mime', 'f.content', 'f.size'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
}

/** A stored picture (banner, topic cover, teaser); PDFs in the same table are never served here. */
export function findImageFile(db: Db, fileId: number) {
  return db
    .selectFrom('news_file')
    .select(['mime', 'content'])
    .where('id', '=', fileId)
    .where('mime', 'like', 'image/%')
    .executeTakeFirst();
}

/** Everything the site map lists: columns (with their parent), the newest articles, topics. */
export async function findSitemapEntries(db: Db, maxArticles: number) {
  const [columns, articles, topics] = await Promise.all([
    db
      .selectFrom('news_column as c')
      .leftJoin('news_column as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'c.column_dir', 'p.id as parent_id', 'p.column_dir as parent_dir'])
      .orderBy('c.sort_order')
      .execute(),
    db
      .selectFrom('news_article')
      .select(['id', 'updated_at', 'pdf_file_id'])
      .orderBy('publish_time', 'desc')
      .limit(maxArticles)
      .execute(),
    db.selectFrom('news_topic').select('id').execute(),
  ]);
  return { columns, articles, topics };
}

/**
 * Search results: the summaries of some articles in the order of `ids`, each with its plain
 * body text for the snippet, in one query.
 */
export async function searchResultsByIds(
  db: Db,
  ids: number[],
): Promise<Array<{ summary: ArticleSummary; bodyText: string }>> {
  if (ids.length === 0) return [];
  const rows = await summaries(db).select('a.body_text').where('a.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ summary: toSummary(row), bodyText: row.body_text }] : [];
  });
}

/** Latest articles of some columns, a city's own before the national ones. */
export async function latestArticlesCityFirst(
  db: Db,
  columnIds: number[],
  cityId: number,
  limit: number,
): Promise<ArticleSummary[]> {
  const rows = await db
    .selectFrom('news_article as a')
    .innerJoin('news_column as c', 'c.id', 'a.column_id')
    .select(SUMMARY_COLUMNS)
    .where('a.column_id', 'in', columnIds)
    .orderBy(sql`case when a.city_id = ${cityId} then 0 else 1 end`)
    .orderBy('a.publish_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** Tags that exist already, by name. */
export function findTagsByName(db: Db, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('news_tag').select(['id', 'name']).where('name', 'in', names).execute();
}

export function insertTags(db: Db, names: string[], now: string) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .insertInto('news_tag')
    .values(names.map((name) => ({ name, created_at: now })))
    .returning(['id', 'name'])
    .execute();
}

/** Stores articles as they are given (see article-writer.ts); answers their ids in order. */
export async function insertArticles(
  db: Db,
  rows: Array<Insertable<NewsArticleTable>>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('news_article').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

export async function insertArticleTags(
  db: Db,
  links: Array<Insertable<NewsArticleTagTable>>,
): Promise<void> {
  if (links.length > 0) await db.insertInto('news_article_tag').values(links).execute();
}
