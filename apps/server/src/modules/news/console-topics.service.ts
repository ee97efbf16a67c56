import {
  ApiCode,
  ConsoleTopicMsg,
  PICTURE_ADDRESS,
  TOPIC_CLASSIFICATION_MAX,
  TOPIC_LIST_NAME_MAX,
  TOPIC_SUMMARY_MAX,
  TOPIC_TITLE_MAX,
} from '@shangan/shared';
import type { ConsoleTopic } from '@shangan/shared/contracts/console/topics';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount, toPlainText } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';
import { changed, moveAmong, type ConsoleStructureContext } from './console-structure.service.ts';
import { drawnTopicCover, storePicture } from './seed/imagery.ts';

/**
 * The console's topics (专题管理), for editors: a topic page's title, summary, cover and
 * classification, and its article lists. A list is known to articles by its number within the
 * topic (news_article.topic_type), so a list keeps its number when renamed or moved, and new
 * lists take numbers above any list the topic holds (a list removed held no article, so its
 * number names nothing). A list or a topic is removed only when no article or draft is in it;
 * the topic's foreign key would otherwise quietly drop them out.
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const notFound = () => new ApiError(ApiCode.NOT_FOUND, ConsoleTopicMsg.notFound);

/** Articles and drafts per topic list: `${topicId}:${type}` → count. */
async function listCounts(db: Db | Trx, topicId?: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of ['news_article', 'news_draft'] as const) {
    let query = db
      .selectFrom(table)
      .select((eb) => ['topic_id', 'topic_type', eb.fn.countAll<number>().as('n')])
      .where('topic_id', 'is not', null)
      .groupBy(['topic_id', 'topic_type']);
    if (topicId !== undefined) query = query.where('topic_id', '=', topicId);
    for (const row of await query.execute()) {
      const key = `${row.topic_id}:${row.topic_type}`;
      counts.set(key, (counts.get(key) ?? 0) + Number(row.n));
    }
  }
  return counts;
}

const topicTotal = (counts: Map<string, number>, topicId: number) =>
  [...counts].reduce((sum, [key, n]) => (key.startsWith(`${topicId}:`) ? sum + n : sum), 0);

async function topicViews(db: Db | Trx, id?: number): Promise<ConsoleTopic[]> {
  let topics = db
    .selectFrom('news_topic')
    .select(['id', 'title', 'summary', 'cover', 'classification'])
    .orderBy('sort_order')
    .orderBy('id');
  let lists = db
    .selectFrom('news_topic_type')
    .select(['topic_id', 'type', 'name'])
    .orderBy('sort_order')
    .orderBy('type');
  if (id !== undefined) {
    topics = topics.where('id', '=', id);
    lists = lists.where('topic_id', '=', id);
  }
  const [topicRows, listRows, counts] = await Promise.all([
    topics.execute(),
    lists.execute(),
    listCounts(db, id),
  ]);
  return topicRows.map((topic) => ({
    ...topic,
    lists: listRows
      .filter((list) => list.topic_id === topic.id)
      .map((list) => ({
        type: list.type,
        name: list.name,
        articles: counts.get(`${topic.id}:${list.type}`) ?? 0,
      })),
    articles: topicTotal(counts, topic.id),
  }));
}

export function listConsoleTopics(ctx: ConsoleStructureContext): Promise<ConsoleTopic[]> {
  return topicViews(ctx.db);
}

export interface TopicInput {
  id: number | null;
  title: string;
  summary: string;
  cover: string;
  classification: string;
  lists: Array<{ type: number | null; name: string }>;
}

function checked(input: TopicInput) {
  const title = toPlainText(input.title);
  if (!title) throw bad(ConsoleTopicMsg.titleRequired);
  if (charCount(title) > TOPIC_TITLE_MAX) throw bad(ConsoleTopicMsg.titleTooLong);
  const summary = toPlainText(input.summary);
  if (charCount(summary) > TOPIC_SUMMARY_MAX) throw bad(ConsoleTopicMsg.summaryTooLong);
  const classification = toPlainText(input.classification);
  if (!classification) throw bad(ConsoleTopicMsg.classificationRequired);
  if (charCount(classification) > TOPIC_CLASSIFICATION_MAX) {
    throw bad(ConsoleTopicMsg.classificationTooLong);
  }
  const cover = input.cover.trim();
  if (cover !== '' && !PICTURE_ADDRESS.test(cover)) throw bad(ConsoleTopicMsg.coverInvalid);
  if (input.lists.length === 0) throw bad(ConsoleTopicMsg.listsRequired);
  const lists = input.lists.map((list) => ({ type: list.type, name: toPlainText(list.name) }));
  const seen = new Set<string>();
  for (const list of lists) {
    if (!list.name) throw bad(ConsoleTopicMsg.listNameRequired);
    if (charCount(list.name) > TOPIC_LIST_NAME_MAX) throw bad(ConsoleTopicMsg.listNameTooLong);
    if (seen.has(list.name)) throw bad(ConsoleTopicMsg.listNameTaken(list.name));
    seen.add(list.name);
  }
  return { fields: { title, summary, cover, classification }, lists };
}

/** Creates a topic (it goes last) or changes one with its lists, in the order given. */
export async function saveConsoleTopic(
  ctx: ConsoleStructureContext,
  actorId: number,
  input: TopicInput,
): Promise<ConsoleTopic> {
  const { fields, lists } = checked(input);
  const id = await changed(ctx, async (trx) => {
    const topics = await trx
      .selectFrom('news_topic')
      .select(['id', 'title', 'summary', 'cover', 'classification', 'sort_order'])
      .execute();
    const before = input.id === null ? undefined : topics.find((row) => row.id === input.id);
    if (input.id !== null && !before) throw notFound();
    if (topics.some((row) => row.title === fields.title && row.id !== input.id)) {
      throw bad(ConsoleTopicMsg.titleTaken);
    }
    const now = new Date().toISOString();
    let cover = fields.cover;
    if (!cover) {
      const svg = drawnTopicCover(fields.title, fields.classification, before?.id ?? topics.length);
      cover = await storePicture(trx, now)(`topic-${Date.now()}.svg`, svg);
    }
    let topicId: number;
    if (before) {
      topicId = before.id;
      await trx
        .updateTable('news_topic')
        .set({ ...fields, cover })
        .where('id', '=', topicId)
        .execute();
    } else {
      const row = await trx
        .insertInto('news_topic')
        .values({
          ...fields,
          cover,
          sort_order: Math.max(-1, ...topics.map((topic) => topic.sort_order)) + 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      topicId = row.id;
    }
    const beforeLists = await writeLists(trx, topicId, lists);
    await recordAudit(trx, {
      actorId,
      action: before ? 'news_topic.update' : 'news_topic.create',
      entity: 'news_topic',
      entityId: topicId,
      before: before
        ? {
            title: before.title,
            summary: before.summary,
            cover: before.cover,
            classification: before.classification,
            lists: beforeLists,
          }
        : null,
      after: { ...fields, cover, lists: lists.map((list) => list.name) },
    });
    return topicId;
  });
  return (await topicViews(ctx.db, id))[0]!;
}

/**
 * Writes a topic's lists in the order given: named ones keep their numbers, new ones take the
 * next unused, and those left out go when nothing is in them. Answers the names before.
 */
async function writeLists(
  trx: Trx,
  topicId: number,
  lists: Array<{ type: number | null; name: string }>,
): Promise<string[]> {
  const existing = await trx
    .selectFrom('news_topic_type')
    .select(['type', 'name'])
    .where('topic_id', '=', topicId)
    .orderBy('sort_order')
    .orderBy('type')
    .execute();
  const known = new Set(existing.map((list) => list.type));
  const named = lists.flatMap((list) => (list.type === null ? [] : [list.type]));
  if (named.some((type) => !known.has(type)) || new Set(named).size !== named.length) {
    throw bad(ConsoleTopicMsg.listNotFound);
  }
  const kept = new Set(lists.map((list) => list.type));
  const dropped = existing.filter((list) => !kept.has(list.type));
  if (dropped.length > 0) {
    const counts = await listCounts(trx, topicId);
    for (const list of dropped) {
      const count = counts.get(`${topicId}:${list.type}`) ?? 0;
      if (count > 0) throw bad(ConsoleTopicMsg.listHasArticles(list.name, count));
    }
  }
  await trx.deleteFrom('news_topic_type').where('topic_id', '=', topicId).execute();
  let next = Math.max(0, ...existing.map((list) => list.type)) + 1;
  await trx
    .insertInto('news_topic_type')
    .values(
      lists.map((list, index) => ({
        topic_id: topicId,
        type: list.type ?? next++,
        name: list.name,
        sort_order: index,
      })),
    )
    .execute();
  return existing.map((list) => list.name);
}

export async function moveConsoleTopic(
  ctx: ConsoleStructureContext,
  actorId: number,
  input: { id: number; direction: 'up' | 'down' },
): Promise<void> {
  await changed(ctx, async (trx) => {
    const topics = await trx
      .selectFrom('news_topic')
      .select(['id', 'sort_order'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    if (!topics.some((topic) => topic.id === input.id)) throw notFound();
    await moveAmong(trx, 'news_topic', topics, input, actorId);
  });
}

export async function removeConsoleTopic(
  ctx: ConsoleStructureContext,
  actorId: number,
  id: number,
): Promise<void> {
  await changed(ctx, async (trx) => {
    const topic = await trx
      .selectFrom('news_topic')
      .select(['id', 'title', 'classification'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!topic) throw notFound();
    const count = topicTotal(await listCounts(trx, id), id);
    if (count > 0) throw bad(ConsoleTopicMsg.hasArticles(count));
    await trx.deleteFrom('news_topic').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'news_topic.remove',
      entity: 'news_topic',
      entityId: id,
      before: { title: topic.title, classification: topic.classification },
      after: null,
    });
  });
}
