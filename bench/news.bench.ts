import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoContent } from '../apps/server/src/seed.ts';
import {
  createTtlCache,
  generateBulkArticles,
  searchArticles,
  type NewsContext,
} from '../apps/server/src/modules/news/public.ts';
import type { DatabaseHandle } from '../apps/server/src/db/connect.ts';
import { BENCH_SECONDS } from './lib/load.ts';
import { withPg } from './lib/postgres.ts';
import { startProcess, startShanganServer } from './lib/server.ts';

/**
 * News figures: search over 100 000 generated articles and the home data, as p50/p95/p99
 * latency and requests per second. The articles are generated here only (never in npm test).
 * With BENCH_DATABASE_URL (a PostgreSQL database) the search without its cache is measured on
 * PostgreSQL too, in a schema of its own that is dropped afterwards.
 */
const ARTICLES = Number(process.env.BENCH_NEWS_ARTICLES ?? 100_000);
const CONNECTIONS = 50;

/** Keywords people type: one or two words, common and rare, all matching something. */
const KEYWORDS = [
  '公告',
  '申论',
  '面试',
  '国考 公告',
  '省考 职位表',
  '面试 真题',
  '行测 资料分析',
  '选调生 公告',
  '事业单位 招聘',
  '分数线',
  '遴选 申论',
  '应届生',
];

interface Row {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

/** autocannon reports no p95, so every response time is kept and ranked here. */
async function run(name: string, baseURL: string, paths: string[]): Promise<Row> {
  const requests = paths.map((p) => ({ method: 'GET' as const, path: p }));
  await autocannon({ url: baseURL, connections: CONNECTIONS, duration: 2, requests });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseURL, connections: CONNECTIONS, duration: BENCH_SECONDS, requests },
      (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(times, 50),
    'p95 ms': percentile(times, 95),
    'p99 ms': percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The search itself without the result cache, in this process: what a keyword nobody searched
 * in the last half minute costs (segmentation, the engine's match and ranking, snippets).
 */
async function uncachedSearch(handle: DatabaseHandle) {
  // These searches name no visitor, so the hot list would count none of them anyway.
  const ctx: NewsContext = {
    db: handle.db,
    engine: handle.engine,
    cache: createTtlCache(0, null),
    hotWords: { record: () => undefined, flush: async () => {}, stop: async () => {} },
  };
  const rows = [];
  const all: number[] = [];
  for (const keyword of KEYWORDS) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      total = (await searchArticles(ctx, { keyword, page: 1, pageSize: 10 })).total;
      if (i > 0) times.push(performance.now() - started); // the first run warms caches
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      keyword,
      matches: total,
      'p50 ms': percentile(times, 50),
      'p95 ms': percentile(times, 95),
      'p99 ms': percentile(times, 99),
    });
  }
  all.sort((a, b) => a - b);
  rows.push({
    keyword: '(all)',
    matches: 0,
    'p50 ms': percentile(all, 50),
    'p95 ms': percentile(all, 95),
    'p99 ms': percentile(all, 99),
  });
  return rows;
}

/** A database of the demo content and ARTICLES generated articles, as the server would have it. */
async function prepareArticles(handle: DatabaseHandle): Promise<number> {
  await migrateToLatest(handle.db);
  await seedDemoContent(handle.db);
  const started = Date.now();
  await generateBulkArticles(handle.db, handle.engine, ARTICLES);
  return (Date.now() - started) / 1000;
}

/** The same searches on PostgreSQL, when BENCH_DATABASE_URL names one. */
async function uncachedSearchOnPostgres(url: string) {
  const schema = `bench_news_${crypto.randomBytes(4).toString('hex')}`;
  await withPg(url, (client) => client.query(`create schema ${schema}`));
  try {
    const handle = openDatabase(url, { pgSchema: schema });
    try {
      const seconds = await prepareArticles(handle);
      console.log(
        `\nNews: generated ${ARTICLES} articles on PostgreSQL in ${seconds.toFixed(1)} s`,
      );
      // What autovacuum does shortly after a bulk load, done now so that every run measures
      // the same settled table rather than wherever autovacuum happens to be.
      await withPg(url, (client) =>
        client.query(`vacuum analyze ${schema}.news_article_search, ${schema}.news_article`),
      );
      return await uncachedSearch(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await withPg(url, (client) => client.query(`drop schema ${schema} cascade`));
  }
}

export async function benchNews(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-bench-news-'));
  const file = path.join(dir, 'news.db');
  try {
    const handle = openDatabase(file);
    const seconds = await prepareArticles(handle);
    const raw = await uncachedSearch(handle);
    await handle.close();
    console.log(
      `\nNews: generated ${ARTICLES} articles in ${seconds.toFixed(1)} s ` +
        `(${Math.round(ARTICLES / seconds)} per second, segmented and indexed)`,
    );
    const pgUrl = process.env.BENCH_DATABASE_URL;
    const rawPg = pgUrl ? await uncachedSearchOnPostgres(pgUrl) : null;

    // The ceiling of this machine in this run: the home data and column page are read against it.
    const rows: Row[] = [];
    const bare = await startProcess('bench/bare-fastify.ts', {}, '/');
    try {
      rows.push(await run('bare Fastify GET /', bare.baseURL, ['/']));
    } finally {
      await bare.stop();
    }

    // Every request comes from this one address: the per-client search limit would measure
    // itself instead of search.
    const server = await startShanganServer({
      DATABASE_URL: file,
      SEED_DEMO: 'false',
      SEARCH_MAX_PER_MINUTE: '100000000',
    });
    try {
      const search = (keyword: string, page = 1) =>
        `/api/v1/pc/search?keyword=${encodeURIComponent(keyword)}&page=${page}`;
      rows.push(
        await run(
          'GET /pc/search (12 keywords, page 1)',
          server.baseURL,
          KEYWORDS.map((k) => search(k)),
        ),
      );
      rows.push(
        await run(
          'GET /pc/search (page 5)',
          server.baseURL,
          KEYWORDS.map((k) => search(k, 5)),
        ),
      );
      rows.push(await run('GET /pc/search "国考 公告"', server.baseURL, [search('国考 公告')]));
      rows.push(
        await run('GET /pc/linxuan/pc/index (home data)', server.baseURL, [
          '/api/v1/pc/linxuan/pc/index',
        ]),
      );
      rows.push(
        await run('GET /pc/linxuan/pc/cityIndex (sub-site)', server.baseURL, [
          '/api/v1/pc/linxuan/pc/cityIndex?city=beijing',
        ]),
      );
      rows.push(
        await run('GET /pc/articles?columnId=1 (column page)', server.baseURL, [
          '/api/v1/pc/articles?columnId=1&page=3',
        ]),
      );
    } finally {
      await server.stop();
    }
    console.log(`News — search without its result cache, one at a time, in process`);
    console.table(raw);
    if (rawPg) {
      console.log(`News — the same on PostgreSQL, in process`);
      console.table(rawPg);
    }
    console.log(
      `News — ${ARTICLES} articles, embedded SQLite, ${CONNECTIONS} connections ` +
        '(search results and home data are cached for 30 s, their finished answers for 5 s)',
    );
    console.table(rows);
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `node bench/news.bench.ts` runs this benchmark alone.
if (import.meta.main) await benchNews();
