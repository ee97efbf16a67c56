import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/connect.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as repo from './news.repository.ts';
import { indexArticles, unindexArticle } from './search-index.repository.ts';

/**
 * The one way articles are written: bodies are sanitized here, on write,
 * the plain text is derived from the clean HTML, and the search index is kept in step.
 * Call inside a transaction: a batch lands whole or not at all.
 */
export interface NewArticle {
  columnId: number;
  cityId?: number | null;
  topicId?: number | null;
  topicType?: number | null;
  title: string;
  /** Defaults to the start of the body text. */
  summary?: string;
  /** HTML from an editor or a template; anything unsafe is removed before it is stored. */
  body: string;
  cover?: string;
  pdfFileId?: number | null;
  source?: string;
  author?: string;
  viewCount?: number;
  /** ISO-8601 UTC. */
  publishTime: string;
  tags?: string[];
}

const SUMMARY_LENGTH = 120;

/** The body's opening sentences, without its sub-headings (short lines with no full stop). */
export function summaryOf(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  const prose = lines.filter((line) => line.length > 30 || /[。！？；…]$/.test(line));
  const flat = (prose.length > 0 ? prose : lines).join('').replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
}

/** Tag ids by name, creating the missing ones. */
async function tagIds(
  db: Kysely<Database>,
  names: string[],
  now: string,
): Promise<Map<string, number>> {
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const ids = new Map<string, number>();
  if (unique.length === 0) return ids;
  for (const row of await repo.findTagsByName(db, unique)) ids.set(row.name, row.id);
  const missing = unique.filter((name) => !ids.has(name));
  for (const row of await repo.insertTags(db, missing, now)) ids.set(row.name, row.id);
  return ids;
}

export async function createArticles(
  db: Kysely<Database>,
  engine: Engine,
  articles: NewArticle[],
): Promise<number[]> {
  if (articles.length === 0) return [];
  const now = new Date().toISOString();
  const prepared = articles.map((article) => {
    const body = sanitizeRichText(article.body);
    const text = richTextToPlain(body);
    return { article, body, text, summary: article.summary?.trim() || summaryOf(text) };
  });
  const ids = await repo.insertArticles(
    db,
    prepared.map(({ article, body, text, summary }) => ({
      column_id: article.columnId,
      city_id: article.cityId ?? null,
      topic_id: article.topicId ?? null,
      topic_type: article.topicType ?? null,
      title: article.title.trim(),
      summary,
      body,
      body_text: text,
      cover: article.cover ?? '',
      pdf_file_id: article.pdfFileId ?? null,
      source: article.source ?? '',
      author: article.author ?? '',
      view_count: article.viewCount ?? 0,
      publish_time: article.publishTime,
      created_at: now,
      updated_at: now,
    })),
  );

  const tags = await tagIds(
    db,
    articles.flatMap((article) => article.tags ?? []),
    now,
  );
  const links = articles.flatMap((article, index) =>
    [...new Set(article.tags ?? [])].flatMap((name) => {
      const tagId = tags.get(name.trim());
      return tagId ? [{ article_id: ids[index]!, tag_id: tagId }] : [];
    }),
  );
  await repo.insertArticleTags(db, links);

  await indexArticles(
    db,
    engine,
    prepared.map(({ article, text }, index) => ({
      id: ids[index]!,
      title: article.title,
      // A written summary adds words of its own; the default one only repeats the body.
      text: [article.summary ?? '', text, ...(article.tags ?? [])].join('\n'),
    })),
  );
  return ids;
}

/**
 * Rewrites a published article in place (the console's 更新发布): the same sanitising, the
 * same summary rule, its tags replaced and its search words renewed. Its view count and its
 * first publish time stay.
 */
export async function updateArticle(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
  article: Omit<NewArticle, 'publishTime' | 'viewCount'>,
): Promise<void> {
  const now = new Date().toISOString();
  const body = sanitizeRichText(article.body);
  const text = richTextToPlain(body);
  const summary = article.summary?.trim() || summaryOf(text);
  await db
    .updateTable('news_article')
    .set({
      column_id: article.columnId,
      city_id: article.cityId ?? null,
      title: article.title.trim(),
      summary,
      body,
      body_text: text,
      cover: article.cover ?? '',
      source: article.source ?? '',
      author: article.author ?? '',
      // Left as it is unless the caller says (a rewrite that does not know of PDFs keeps it).
      ...(article.pdfFileId !== undefined ? { pdf_file_id: article.pdfFileId } : {}),
      ...(article.topicId !== undefined
        ? { topic_id: article.topicId, topic_type: article.topicType ?? null }
        : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('news_article_tag').where('article_id', '=', id).execute();
  const tags = await tagIds(db, article.tags ?? [], now);
  await repo.insertArticleTags(
    db,
    [...tags.values()].map((tagId) => ({ article_id: id, tag_id: tagId })),
  );
  await indexArticles(db, engine, [
    {
      id,
      title: article.title,
      text: [article.summary ?? '', text, ...(article.tags ?? [])].join('\n'),
    },
  ]);
}

/** Takes an article off the site: its row, its tag links and its search words. */
export async function removeArticle(
  db: Kysely<Database>,
  engine: Engine,
  id: number,
): Promise<void> {
  await unindexArticle(db, engine, id);
  await db.deleteFrom('news_article_tag').where('article_id', '=', id).execute();
  await db.deleteFrom('news_article').where('id', '=', id).execute();
}
