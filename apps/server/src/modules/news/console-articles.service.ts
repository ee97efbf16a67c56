import {
  ApiCode,
  ARTICLE_PDF_MAX_BYTES,
  ARTICLE_SOURCE_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ArticleMsg,
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MIN_AHEAD_MS,
  type ArticleState,
} from '@shangan/shared';
import type {
  ArticlePdf,
  ConsoleArticle,
  ConsoleArticleRow,
} from '@shangan/shared/contracts/console/articles';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { DAY_MS } from '../../lib/time.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount, toPlainText } from '../../lib/plain-text.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/sanitize-html.ts';
import { recordAudit, staffName } from '../audit/public.ts';
import { PermanentJobError, type JobQueue } from '../jobs/public.ts';
import { createArticles, removeArticle, summaryOf, updateArticle } from './article-writer.ts';
import {
  deleteDraft,
  findDraft,
  insertDraft,
  listDrafts,
  listPublished,
  updateDraft,
} from './console-articles.repository.ts';
import { STRUCTURE_LOCK } from './console-structure.service.ts';
import { articleTags, findArticle } from './news.repository.ts';

/** What the console's article endpoints need; `invalidate` refreshes every cached public page. */
export interface ConsoleArticlesContext {
  db: Db;
  engine: Engine;
  invalidate: () => Promise<void>;
  /** Carries scheduled publishing. */
  jobs: JobQueue;
}

/** The background work that publishes a scheduled draft. */
export const ARTICLE_PUBLISH_JOB = 'article-publish';
export interface ArticlePublishPayload {
  draftId: number;
  /** The time it was scheduled for: a draft rescheduled meanwhile waits for its own run. */
  publishAt: string;
}

export interface ArticleInput {
  columnId: number;
  cityId: number | null;
  title: string;
  summary: string;
  body: string;
  cover: string;
  source: string;
  author: string;
  tags: string[];
  /** An uploaded PDF (news_file) the article carries, or null. */
  pdfFileId: number | null;
  /**
   * The topic and its list the article joins, or both null for none; left out, a draft or an
   * article keeps the one it has (a caller that knows nothing of topics loses nothing).
   */
  topicId?: number | null;
  topicType?: number | null;
}

type Key = { state: ArticleState; id: number };

export async function listArticleTargets(ctx: ConsoleArticlesContext) {
  const [columns, cities, topics, topicLists] = await Promise.all([
    ctx.db
      .selectFrom('news_column')
      .select(['id', 'parent_id', 'title'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('city_site')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('news_topic')
      .select(['id', 'title'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('news_topic_type')
      .select(['topic_id', 'type', 'name'])
      .orderBy('sort_order')
      .execute(),
  ]);
  return {
    columns: columns.map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title })),
    cities,
    topics: topics.map((topic) => ({
      id: topic.id,
      title: topic.title,
      lists: topicLists
        .filter((list) => list.topic_id === topic.id)
        .map((list) => ({ type: list.type, name: list.name })),
    })),
  };
}

export async function listConsoleArticles(
  ctx: ConsoleArticlesContext,
  query: {
    state: ArticleState;
    keyword?: string | undefined;
    columnId?: number | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<{ list: ConsoleArticleRow[]; total: number }> {
  const size = query.pageSize ?? 20;
  const offset = ((query.page ?? 1) - 1) * size;
  const filter = {
    keyword: (query.keyword ?? '').replace(/[%_\\]/g, '').trim(),
    columnIds: query.columnId ? await columnAndChildren(ctx.db, query.columnId) : null,
  };
  if (query.state === 'published') {
    const { rows, total } = await listPublished(ctx.db, filter, offset, size);
    return {
      total,
      list: rows.map((row) => ({
        state: 'published',
        id: row.id,
        title: row.title,
        columnId: row.column_id,
        columnTitle: row.column_title,
        cityName: row.city_name ?? '',
        editor: row.author,
        time: row.publish_time,
        viewCount: row.view_count,
        publishAt: null,
      })),
    };
  }
  const { rows, total } = await listDrafts(ctx.db, filter, offset, size);
  return {
    total,
    list: rows.map((row) => ({
      state: 'draft',
      id: row.id,
      title: row.title,
      columnId: row.column_id,
      columnTitle: row.column_title,
      cityName: row.city_name ?? '',
      editor: row.updated_by_name,
      time: row.updated_at,
      viewCount: 0,
      publishAt: row.publish_at,
    })),
  };
}

async function columnAndChildren(db: Db, columnId: number): Promise<number[]> {
  const children = await db
    .selectFrom('news_column')
    .select('id')
    .where('parent_id', '=', columnId)
    .execute();
  return [columnId, ...children.map((row) => row.id)];
}

export async function consoleArticle(
  ctx: ConsoleArticlesContext,
  key: Key,
): Promise<ConsoleArticle> {
  const names = async (columnId: number, cityId: number | null) => {
    const column = await ctx.db
      .selectFrom('news_column')
      .select('title')
      .where('id', '=', columnId)
      .executeTakeFirst();
    const city = cityId
      ? await ctx.db
          .selectFrom('city_site')
          .select('name')
          .where('id', '=', cityId)
          .executeTakeFirst()
      : undefined;
    return { columnTitle: column?.title ?? '', cityName: city?.name ?? '' };
  };
  if (key.state === 'published') {
    const row = await findArticle(ctx.db, key.id);
    if (!row) throw new ApiError(ApiCode.NOT_FOUND, ArticleMsg.notFound);
    const tags = await articleTags(ctx.db, row.id);
    return {
      state: 'published',
      id: row.id,
      title: row.title,
      columnId: row.column_id,
      ...(await names(row.column_id, row.city_id)),
      editor: row.author,
      time: row.publish_time,
      viewCount: row.view_count,
      publishAt: null,
      cityId: row.city_id,
      // A summary taken from the body is shown as none, so it keeps following the body.
      summary: row.summary === summaryOf(row.body_text) ? '' : row.summary,
      body: row.body,
      cover: row.cover,
      source: row.source,
      author: row.author,
      tags: tags.map((tag) => tag.name),
      pdf: await pdfOf(ctx.db, row.pdf_file_id),
      topicId: row.topic_id,
      topicType: row.topic_id === null ? null : row.topic_type,
    };
  }
  const draft = await findDraft(ctx.db, key.id);
  if (!draft) throw new ApiError(ApiCode.NOT_FOUND, ArticleMsg.notFound);
  return {
    state: 'draft',
    id: draft.id,
    title: draft.title,
    columnId: draft.column_id,
    ...(await names(draft.column_id, draft.city_id)),
    editor: draft.updated_by_name,
    time: draft.updated_at,
    viewCount: 0,
    publishAt: draft.publish_at,
    cityId: draft.city_id,
    summary: draft.summary,
    body: draft.body,
    cover: draft.cover,
    source: draft.source,
    author: draft.author,
    tags: JSON.parse(draft.tags) as string[],
    pdf: await pdfOf(ctx.db, draft.pdf_file_id),
    topicId: draft.topic_id,
    topicType: draft.topic_id === null ? null : draft.topic_type,
  };
}

/** What the editor sees of an article's PDF. */
async function pdfOf(db: Db, fileId: number | null): Promise<ArticlePdf | null> {
  if (fileId === null) return null;
  const file = await db
    .selectFrom('news_file')
    .select(['id', 'file_name', 'size'])
    .where('id', '=', fileId)
    .where('mime', '=', PDF_MIME)
    .executeTakeFirst();
  return file ? { id: file.id, fileName: file.file_name, size: file.size } : null;
}

const PDF_MIME = 'application/pdf';

/**
 * POST /console/articles/pdf: a PDF stored for an article (checked by its first bytes, not its
 * name); the draft or article names it when it is next saved or published.
 */
export async function uploadArticlePdf(
  ctx: ConsoleArticlesContext,
  input: { fileName: string; content: string },
): Promise<ArticlePdf> {
  const content = Buffer.from(input.content, 'base64');
  if (content.byteLength > ARTICLE_PDF_MAX_BYTES) refuse(ArticleMsg.pdfTooLarge);
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-') refuse(ArticleMsg.pdfInvalid);
  const base = toPlainText(input.fileName)
    .replace(/[\\/\s]+/g, ' ')
    .trim()
    .slice(0, 120);
  const fileName = /\.pdf$/i.test(base) ? base : `${base || '附件'}.pdf`;
  const row = await ctx.db
    .insertInto('news_file')
    .values({
      file_name: fileName,
      mime: PDF_MIME,
      size: content.byteLength,
      content,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, fileName, size: content.byteLength };
}

function refuse(message: string): never {
  throw new ApiError(ApiCode.BAD_REQUEST, message);
}

/** The fields as they will be stored, or the first thing wrong with them, in Chinese. */
async function cleanInput(db: Db, input: ArticleInput, publishing: boolean): Promise<ArticleInput> {
  const title = toPlainText(input.title).replace(/\s+/g, ' ');
  if (!title) refuse(ArticleMsg.titleRequired);
  if (charCount(title) > ARTICLE_TITLE_MAX) refuse(ArticleMsg.titleTooLong);
  const summary = toPlainText(input.summary);
  if (charCount(summary) > ARTICLE_SUMMARY_MAX) refuse(ArticleMsg.summaryTooLong);
  const source = toPlainText(input.source);
  const author = toPlainText(input.author);
  if (charCount(source) > ARTICLE_SOURCE_MAX || charCount(author) > ARTICLE_SOURCE_MAX) {
    refuse(ArticleMsg.sourceTooLong);
  }
  const tags = [...new Set(input.tags.map((tag) => toPlainText(tag)).filter(Boolean))];
  if (tags.length > ARTICLE_TAGS_MAX || tags.some((tag) => charCount(tag) > ARTICLE_TAG_MAX)) {
    refuse(ArticleMsg.tagsTooMany);
  }
  const cover = input.cover.trim();
  if (cover && !/^(https:\/\/|\/(?!\/))\S+$/.test(cover)) refuse(ArticleMsg.coverInvalid);
  const body = sanitizeRichText(input.body);
  if (publishing && !richTextToPlain(body).trim() && !/<img\b/i.test(body)) {
    refuse(ArticleMsg.bodyRequired);
  }
  const column = await db
    .selectFrom('news_column')
    .select('id')
    .where('id', '=', input.columnId)
    .executeTakeFirst();
  if (!column) refuse(ArticleMsg.columnNotFound);
  if (input.cityId !== null) {
    const city = await db
      .selectFrom('city_site')
      .select('id')
      .where('id', '=', input.cityId)
      .executeTakeFirst();
    if (!city) refuse(ArticleMsg.cityNotFound);
  }
  if (input.pdfFileId !== null && !(await pdfOf(db, input.pdfFileId))) {
    refuse(ArticleMsg.pdfMissing);
  }
  if (((input.topicId ?? null) === null) !== ((input.topicType ?? null) === null)) {
    refuse(ArticleMsg.topicListRequired);
  }
  if (input.topicId !== undefined && input.topicId !== null) {
    const list = await db
      .selectFrom('news_topic_type')
      .select('type')
      .where('topic_id', '=', input.topicId)
      .where('type', '=', input.topicType!)
      .executeTakeFirst();
    if (!list) refuse(ArticleMsg.topicNotFound);
  }
  return { ...input, title, summary, source, author, tags, cover, body };
}

function draftValues(input: ArticleInput) {
  return {
    column_id: input.columnId,
    city_id: input.cityId,
    title: input.title,
    summary: input.summary,
    body: input.body,
    cover: input.cover,
    source: input.source,
    author: input.author,
    tags: JSON.stringify(input.tags),
    pdf_file_id: input.pdfFileId,
    ...(input.topicId !== undefined
      ? { topic_id: input.topicId, topic_type: input.topicType ?? null }
      : {}),
  };
}

/** POST /console/articles/draft: a new draft, or the same draft saved again. */
export async function saveArticleDraft(
  ctx: ConsoleArticlesContext,
  staffId: number,
  input: ArticleInput & { draftId: number | null },
): Promise<ConsoleArticle> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    // Checked under the structure's lock: a column, city or topic list being deleted waits.
    await lockKey(trx, ctx.engine, STRUCTURE_LOCK);
    const clean = await cleanInput(trx, input, false);
    const now = new Date().toISOString();
    const editor = {
      updated_by: staffId,
      updated_by_name: await staffName(trx, staffId),
      updated_at: now,
    };
    let draftId = input.draftId;
    const before = draftId ? await findDraft(trx, draftId) : undefined;
    if (draftId) {
      if (!(await updateDraft(trx, draftId, { ...draftValues(clean), ...editor }))) {
        refuse(ArticleMsg.notFound);
      }
    } else {
      draftId = await insertDraft(trx, { ...draftValues(clean), ...editor, created_at: now });
    }
    await recordAudit(trx, {
      actorId: staffId,
      action: 'news_draft.save',
      entity: 'news_draft',
      entityId: draftId,
      before: before ? { title: before.title, columnId: before.column_id } : null,
      after: { title: clean.title, columnId: clean.columnId },
    });
    return draftId;
  });
  return consoleArticle(ctx, { state: 'draft', id });
}

/**
 * POST /console/articles/publish: a new article, a draft put on the site (the draft goes), or a
 * published article rewritten in place. One transaction; then every cached public page and list
 * is dropped on every instance, so readers and search see it at once.
 */
export async function publishArticle(
  ctx: ConsoleArticlesContext,
  staffId: number,
  input: ArticleInput & { from: Key | null },
): Promise<ConsoleArticle> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    // Checked under the structure's lock: a column, city or topic list being deleted waits.
    await lockKey(trx, ctx.engine, STRUCTURE_LOCK);
    const clean = await cleanInput(trx, input, true);
    const from = input.from;
    if (from?.state === 'published') {
      const before = await findArticle(trx, from.id);
      if (!before) refuse(ArticleMsg.notFound);
      await updateArticle(trx, ctx.engine, from.id, clean);
      await recordAudit(trx, {
        actorId: staffId,
        action: 'news_article.update',
        entity: 'news_article',
        entityId: from.id,
        before: { title: before.title, columnId: before.column_id },
        after: { title: clean.title, columnId: clean.columnId },
      });
      return from.id;
    }
    // A publish that does not name a topic keeps the draft's.
    const draft = from?.state === 'draft' ? await findDraft(trx, from.id) : undefined;
    if (from?.state === 'draft' && !(await deleteDraft(trx, from.id))) refuse(ArticleMsg.notFound);
    const topic =
      clean.topicId === undefined && draft
        ? { topicId: draft.topic_id, topicType: draft.topic_type }
        : {};
    const [articleId] = await createArticles(trx, ctx.engine, [
      { ...clean, ...topic, publishTime: new Date().toISOString() },
    ]);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'news_article.publish',
      entity: 'news_article',
      entityId: articleId!,
      before: from ? { draftId: from.id } : null,
      after: { title: clean.title, columnId: clean.columnId, state: 'published' },
    });
    return articleId!;
  });
  await ctx.invalidate();
  return consoleArticle(ctx, { state: 'published', id });
}

/** POST /console/articles/withdraw: off the site and out of search, kept as a draft. */
export async function withdrawArticle(
  ctx: ConsoleArticlesContext,
  staffId: number,
  articleId: number,
): Promise<ConsoleArticle> {
  const draftId = await ctx.db.transaction().execute(async (trx) => {
    const article = await findArticle(trx, articleId);
    if (!article) refuse(ArticleMsg.notFound);
    const tags = await articleTags(trx, articleId);
    const now = new Date().toISOString();
    const id = await insertDraft(trx, {
      column_id: article.column_id,
      city_id: article.city_id,
      title: article.title,
      summary: article.summary,
      body: article.body,
      cover: article.cover,
      source: article.source,
      author: article.author,
      tags: JSON.stringify(tags.map((tag) => tag.name)),
      pdf_file_id: article.pdf_file_id,
      topic_id: article.topic_id,
      topic_type: article.topic_id === null ? null : article.topic_type,
      updated_by: staffId,
      updated_by_name: await staffName(trx, staffId),
      created_at: now,
      updated_at: now,
    });
    await removeArticle(trx, ctx.engine, articleId);
    await recordAudit(trx, {
      actorId: staffId,
      action: 'news_article.withdraw',
      entity: 'news_article',
      entityId: articleId,
      before: { title: article.title, state: 'published' },
      after: { draftId: id, state: 'draft' },
    });
    return id;
  });
  await ctx.invalidate();
  return consoleArticle(ctx, { state: 'draft', id: draftId });
}

/** The scheduled time as stored, or the reason it cannot be one. */
function scheduleTime(publishAt: string, now = Date.now()): string {
  const at = Date.parse(publishAt);
  if (Number.isNaN(at)) refuse(ArticleMsg.scheduleInvalid);
  if (at < now + SCHEDULE_MIN_AHEAD_MS || at > now + SCHEDULE_MAX_DAYS * DAY_MS) {
    refuse(ArticleMsg.scheduleInvalid);
  }
  return new Date(at).toISOString();
}

/**
 * POST /console/articles/schedule: the draft saved (checked as a publish would be) with its time,
 * and a background run asked for in the same transaction, to start at that time. A later
 * schedule of the same draft asks for another run; each run publishes only if the draft still
 * carries its own time.
 */
export async function scheduleArticle(
  ctx: ConsoleArticlesContext,
  staffId: number,
  input: ArticleInput & { draftId: number | null; publishAt: string },
): Promise<ConsoleArticle> {
  const publishAt = scheduleTime(input.publishAt);
  const id = await ctx.db.transaction().execute(async (trx) => {
    // Checked under the structure's lock: a column, city or topic list being deleted waits.
    await lockKey(trx, ctx.engine, STRUCTURE_LOCK);
    const clean = await cleanInput(trx, input, true);
    const now = new Date().toISOString();
    const values = {
      ...draftValues(clean),
      publish_at: publishAt,
      updated_by: staffId,
      updated_by_name: await staffName(trx, staffId),
      updated_at: now,
    };
    let draftId = input.draftId;
    const before = draftId ? await findDraft(trx, draftId) : undefined;
    if (draftId) {
      if (!(await updateDraft(trx, draftId, values))) refuse(ArticleMsg.notFound);
    } else {
      draftId = await insertDraft(trx, { ...values, created_at: now });
    }
    await ctx.jobs.enqueue<ArticlePublishPayload>(trx, {
      kind: ARTICLE_PUBLISH_JOB,
      payload: { draftId, publishAt },
      title: `定时发布「${clean.title}」`,
      target: `draft:${draftId}`,
      createdBy: staffId,
      notBefore: publishAt,
    });
    await recordAudit(trx, {
      actorId: staffId,
      action: 'news_draft.schedule',
      entity: 'news_draft',
      entityId: draftId,
      before: before ? { title: before.title, publishAt: before.publish_at } : null,
      after: { title: clean.title, publishAt },
    });
    return draftId;
  });
  return consoleArticle(ctx, { state: 'draft', id });
}

/** POST /console/articles/unschedule: the draft stays a draft, its waiting run does nothing. */
export async function unscheduleArticle(
  ctx: ConsoleArticlesContext,
  staffId: number,
  draftId: number,
): Promise<ConsoleArticle> {
  await ctx.db.transaction().execute(async (trx) => {
    const draft = await findDraft(trx, draftId);
    if (!draft) refuse(ArticleMsg.notFound);
    if (draft.publish_at === null) refuse(ArticleMsg.notScheduled);
    await updateDraft(trx, draftId, { publish_at: null });
    await recordAudit(trx, {
      actorId: staffId,
      action: 'news_draft.unschedule',
      entity: 'news_draft',
      entityId: draftId,
      before: { title: draft.title, publishAt: draft.publish_at },
      after: { title: draft.title, publishAt: null },
    });
  });
  return consoleArticle(ctx, { state: 'draft', id: draftId });
}

/**
 * The run of a scheduled draft: publishes it at its time, as the editor who scheduled it, unless
 * it was rescheduled, unscheduled or published by hand meanwhile (then there is nothing to do).
 * It goes on the site as published now (never before its time): a run held up, by a stopped
 * server say, must still reach the top of the latest news. Answers whether it published.
 */
export async function publishScheduledDraft(
  ctx: ConsoleArticlesContext,
  payload: ArticlePublishPayload,
): Promise<boolean> {
  const published = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, STRUCTURE_LOCK);
    const draft = await findDraft(trx, payload.draftId);
    if (!draft || draft.publish_at !== payload.publishAt) return false;
    let clean: ArticleInput;
    try {
      clean = await cleanInput(
        trx,
        {
          columnId: draft.column_id,
          cityId: draft.city_id,
          title: draft.title,
          summary: draft.summary,
          body: draft.body,
          cover: draft.cover,
          source: draft.source,
          author: draft.author,
          tags: JSON.parse(draft.tags) as string[],
          pdfFileId: draft.pdf_file_id,
          topicId: draft.topic_id,
          topicType: draft.topic_type,
        },
        true,
      );
    } catch (error) {
      // The draft was saved since with something a publish refuses (an emptied body, a column
      // deleted): no attempt can mend it, the editor must.
      if (error instanceof ApiError) throw new PermanentJobError(error.message);
      throw error;
    }
    if (!(await deleteDraft(trx, draft.id))) return false;
    const [articleId] = await createArticles(trx, ctx.engine, [
      {
        ...clean,
        publishTime: [new Date().toISOString(), payload.publishAt].sort().at(-1)!,
      },
    ]);
    await recordAudit(trx, {
      actorId: draft.updated_by,
      action: 'news_article.publish',
      entity: 'news_article',
      entityId: articleId!,
      before: { draftId: draft.id, publishAt: draft.publish_at },
      after: { title: clean.title, columnId: clean.columnId, state: 'published' },
    });
    return true;
  });
  if (published) await ctx.invalidate();
  return published;
}

/** The kind of background work scheduled publishing runs as. */
export function articlePublishJob(ctx: ConsoleArticlesContext) {
  return {
    kind: ARTICLE_PUBLISH_JOB,
    maxAttempts: 5,
    retryDelaySeconds: 15,
    timeoutSeconds: 120,
    concurrency: 1,
    async run(payload: ArticlePublishPayload) {
      await publishScheduledDraft(ctx, payload);
    },
  };
}
