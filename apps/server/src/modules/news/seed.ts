import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/connect.ts';
import { createArticles, type NewArticle } from './article-writer.ts';
import { createRng, generateArticle, ARTICLE_DIRS } from './seed/news-generator.ts';
import { buildTextPdf } from './seed/news-pdf.ts';
import { examYear, pdfArticles, seedPortal, topics } from './seed/news-portal.ts';

/** Demo city sub-sites; the site identifies each by its cityId. */
export const DEMO_CITIES = [
  { name: '北京', province: '北京', dir: 'beijing' },
  { name: '上海', province: '上海', dir: 'shanghai' },
  { name: '南京', province: '江苏', dir: 'nanjing' },
  { name: '杭州', province: '浙江', dir: 'hangzhou' },
  { name: '成都', province: '四川', dir: 'chengdu' },
];

export const DEMO_ARTICLE_COUNT = ARTICLE_DIRS.length * 10;

const SERIES_NUMERALS = ['', '', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** "…答题思路与范例（二）": the second article of a series sharing one template title. */
function seriesTitle(title: string, part: number): string {
  return `${title}（${SERIES_NUMERALS[part] ?? part}）`;
}

export function engineOf(trx: Transaction<Database>): Engine {
  return trx.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export async function columnIdsByDir(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('news_column').select(['id', 'column_dir']).execute();
  return new Map(rows.map((row) => [row.column_dir, row.id]));
}

export async function seedCities(trx: Transaction<Database>, now: string) {
  const rows = await trx
    .insertInto('city_site')
    .values(DEMO_CITIES.map((city, index) => ({ ...city, sort_order: index, created_at: now })))
    .returning(['id', 'name', 'province'])
    .execute();
  return rows;
}

/** 330 articles, topics, PDF articles and everything the home page and sub-sites show. */
export async function seedNews(trx: Transaction<Database>, now: string): Promise<void> {
  const engine = engineOf(trx);
  const columns = await columnIdsByDir(trx);
  const cities = await seedCities(trx, now);
  const year = examYear(now);
  const TOPICS = topics(year);

  // Topics and their typed lists: each article directory feeds one list of one topic.
  const topicIds = new Map<string, number>();
  for (const [index, topic] of TOPICS.entries()) {
    const row = await trx
      .insertInto('news_topic')
      .values({
        title: topic.title,
        summary: topic.summary,
        classification: topic.classification,
        sort_order: index,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    topicIds.set(topic.key, row.id);
    await trx
      .insertInto('news_topic_type')
      .values(
        topic.types.map((name, typeIndex) => ({
          topic_id: row.id,
          type: typeIndex + 1,
          name,
          sort_order: typeIndex,
        })),
      )
      .execute();
  }
  const topicOf = new Map<string, { topicId: number; topicType: number }>();
  for (const topic of TOPICS) {
    for (const [dir, type] of Object.entries(topic.dirs)) {
      topicOf.set(dir, { topicId: topicIds.get(topic.key)!, topicType: type });
    }
  }

  const rng = createRng(20260101);
  const ctx = { columns, cities, now: new Date(now), spreadDays: 120 };
  const articles: NewArticle[] = [];
  const titles = new Set<string>();
  for (let i = 0; i < DEMO_ARTICLE_COUNT; i++) {
    // Templates repeat; the demo's few hundred articles should not show the same title twice.
    let article = generateArticle(ctx, rng, i);
    for (let retry = 0; retry < 8 && titles.has(article.title); retry++) {
      article = generateArticle(ctx, rng, i);
    }
    // Some directories have fewer title templates than articles (面试 答题思路与范例), so
    // retrying alone leaves twins that search lists as "the same title twice": number them
    // as a series instead.
    if (titles.has(article.title)) {
      let part = 2;
      while (titles.has(seriesTitle(article.title, part))) part++;
      article = { ...article, title: seriesTitle(article.title, part) };
    }
    titles.add(article.title);
    const dir = ARTICLE_DIRS[i % ARTICLE_DIRS.length]!;
    articles.push({ ...article, ...topicOf.get(dir) });
  }
  const ids = await createArticles(trx, engine, articles);
  const latestByDir = new Map<string, number>();
  articles.forEach((article, index) => {
    const dir = ARTICLE_DIRS[index % ARTICLE_DIRS.length]!;
    const best = latestByDir.get(dir);
    if (best === undefined || articles[ids.indexOf(best)]!.publishTime < article.publishTime) {
      latestByDir.set(dir, ids[index]!);
    }
  });

  for (const [index, pdf] of pdfArticles(year).entries()) {
    const content = buildTextPdf(pdf.title, [...pdf.pages]);
    const file = await trx
      .insertInto('news_file')
      .values({
        file_name: pdf.fileName,
        mime: 'application/pdf',
        size: content.byteLength,
        content,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createArticles(trx, engine, [
      {
        columnId: columns.get(pdf.dir)!,
        title: pdf.title,
        summary: pdf.summary,
        body: pdf.pages.map((text) => `<p>${text}</p>`).join(''),
        pdfFileId: file.id,
        source: pdf.source,
        author: '上岸编辑部',
        viewCount: 800 + index * 137,
        publishTime: new Date(Date.parse(now) - (index + 1) * 2 * 86_400_000).toISOString(),
        tags: [...pdf.tags],
        ...topicOf.get(pdf.dir),
      },
    ]);
  }

  await seedPortal(trx, now, { cities, latestByDir, engine, columns });
}
