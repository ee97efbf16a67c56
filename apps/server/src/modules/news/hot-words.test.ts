import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  engines,
  TEST_REDIS_URL,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import * as searchVisitors from '../../db/migrations/0008_search_visitors.ts';
import { isoNow } from '../../lib/time.ts';
import { createLearner } from '../../../test/learners.ts';
import { createArticles } from './article-writer.ts';
import { createHotWordRecorder, hotWordCounts, shanghaiDay } from './hot-words.ts';
import { SEARCH_TOO_FAST } from './routes/search.route.ts';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Punctuation an attacker might wrap around a word that matches articles. */
const MARKS = [...'!？【】"\'*()。…#@~^、《》-+=&%$|'];
const attackKeywords = Array.from({ length: 125 }, (_, i) => {
  const before = MARKS[i % MARKS.length]!.repeat(1 + (i % 3));
  const after = MARKS[(i * 7 + 3) % MARKS.length]!.repeat(1 + (i % 4));
  return `${before}公告${after}`;
});

describe.each(engines)('hot searches on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An app with an empty hot list and two articles to find. */
  async function start(options: { redis?: boolean } = {}): Promise<TestApp> {
    const app = await createTestApp(engine, options);
    const now = isoNow();
    const column = await app.app.db
      .insertInto('news_column')
      .values({
        parent_id: null,
        title: '考试公告',
        column_dir: 'kaoshigonggao',
        sort_order: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.app.db.transaction().execute((trx) =>
      createArticles(trx, engine, [
        {
          columnId: column.id,
          title: '2025年国家公务员考试公告',
          body: '<p>报名时间、报考条件与职位表。附历年真题。</p>',
          publishTime: now,
        },
        {
          columnId: column.id,
          title: '结构化面试真题解析',
          body: '<p>结构化面试的答题思路与真题点评。</p>',
          publishTime: now,
        },
      ]),
    );
    return app;
  }

  const search = async (
    keyword: string,
    from: { ip: string; token?: string },
    url = '/api/v1/pc/search',
  ) => {
    const res = await t!.app.inject({
      method: 'GET',
      url: `${url}?keyword=${encodeURIComponent(keyword)}`,
      remoteAddress: from.ip,
      headers: from.token ? { authorization: `Bearer ${from.token}` } : {},
    });
    return { status: res.statusCode, body: res.json<Envelope<{ total: number }>>() };
  };
  /** The public hot list; the first read of an app writes the collected searches first. */
  const hotList = async () => {
    const res = await t!.app.inject({ method: 'GET', url: '/api/v1/pc/search/hotWords' });
    return res.json<Envelope<Array<{ keyword: string }>>>().data.map((row) => row.keyword);
  };
  const counts = async () =>
    (await t!.app.db.selectFrom('search_keyword_daily').select(['keyword', 'count']).execute())
      .map((row) => [row.keyword, Number(row.count)])
      .sort();

  it('counts 125 searches of one client with punctuation around a word once, as the word', async () => {
    t = await start();
    const replies = [];
    for (const keyword of attackKeywords)
      replies.push(await search(keyword, { ip: '198.51.100.7' }));
    expect(replies[0]).toMatchObject({ status: 200, body: { code: 200 } });
    expect(replies[0]!.body.data.total).toBeGreaterThan(0);
    for (const reply of replies) {
      if (reply.status !== 200) {
        expect(reply).toEqual({
          status: 429,
          body: { code: 429, msg: SEARCH_TOO_FAST, data: null },
        });
      }
    }

    expect(await hotList()).toEqual(['公告']);
    expect(await counts()).toEqual([['公告', 1]]);
    const visitors = await t.app.db.selectFrom('search_keyword_visitor').selectAll().execute();
    expect(visitors).toEqual([
      { keyword: '公告', day: shanghaiDay(), visitor: expect.any(String) },
    ]);
    expect(visitors[0]!.visitor).not.toContain('198.51.100.7');
  });

  it('raises a word by the number of different visitors, a learner counting once', async () => {
    t = await start();
    for (let i = 1; i <= 6; i++) {
      for (let again = 0; again < 3; again++) {
        expect((await search('「真题」', { ip: `203.0.113.${i}` })).body.data.total).toBe(2);
      }
    }
    // One learner from three places is one visitor, however often they search.
    const learner = await createLearner(t.app.db);
    for (let i = 1; i <= 3; i++)
      await search('真题！！', { ip: `192.0.2.${i}`, token: learner.token });
    // Different addresses in one IPv6 /64 are one client.
    await search('真题', { ip: '2001:db8:7:7::1' });
    await search('真题', { ip: '2001:db8:7:7::2' });
    await search('国家公务员', { ip: '203.0.113.1' });

    const list = await hotList();
    expect(list[0]).toBe('真题');
    expect(Object.fromEntries(await counts())).toEqual({
      真题: 6 + 1 + 1,
      国家: 1,
      公务员: 1,
    });
    expect(await hotWordCounts(t.app.db, 7, 1)).toEqual([{ keyword: '真题', count: 8 }]);
  });

  it('never lists what matched nothing', async () => {
    t = await start();
    // Searches that find nothing count for nothing.
    const nothing = [
      '量子纠缠',
      '!!!',
      '<script>',
      '公告 量子纠缠',
      'zzqqxx',
      '真题 外星人',
      '#$%^',
    ];
    for (let i = 0; i < 28; i++) {
      const { body } = await search(nothing[i % nothing.length]!, { ip: `198.51.100.${i + 10}` });
      expect(body).toMatchObject({ code: 200, data: { total: 0 } });
    }
    // Junk typed beside a word that finds articles is not part of what is counted.
    const beside = ['公告 !!!', '公告 ###', '公告 🙂🙂', '真题 ……', '真题 <>', '(((真题)))'];
    for (let i = 0; i < 12; i++) {
      const { body } = await search(beside[i % beside.length]!, { ip: `198.51.100.${i + 50}` });
      expect(body.data.total).toBeGreaterThan(0);
    }
    expect((await hotList()).sort()).toEqual(['公告', '真题']);
    expect(await counts()).toEqual([
      ['公告', 6],
      ['真题', 6],
    ]);
  });

  it('limits how fast one client searches, with a message people understand', async () => {
    t = await start();
    const client = { ip: '198.51.100.200' };
    expect(t.app.config.news.searchesPerMinute).toBe(60);
    for (let i = 0; i < t.app.config.news.searchesPerMinute; i++) {
      expect((await search('公告', client)).status).toBe(200);
    }
    const blocked = await search('公告', client);
    expect(blocked).toEqual({ status: 429, body: { code: 429, msg: SEARCH_TOO_FAST, data: null } });
    expect(SEARCH_TOO_FAST).toMatch(/[\u4e00-\u9fa5]/u);
    // The older address is the same search and shares the budget; other clients search on.
    expect((await search('公告', client, '/api/v1/newlinxuan/searchPc')).status).toBe(429);
    expect((await search('公告', { ip: '198.51.100.201' })).status).toBe(200);
  });

  it.runIf(TEST_REDIS_URL)('limits searches through Redis when the server has it', async () => {
    t = await start({ redis: true });
    // A fresh address per run: the counters outlive this test in the shared Redis.
    const client = {
      ip: `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
    };
    const statuses = [];
    const perMinute = t.app.config.news.searchesPerMinute;
    for (let i = 0; i <= perMinute; i++) statuses.push((await search('公告', client)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(perMinute);
    expect(await search('公告', client)).toEqual({
      status: 429,
      body: { code: 429, msg: SEARCH_TOO_FAST, data: null },
    });
  });
});

describe.each(engines)('hot word recorder on %s', (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('counts a visitor once per word and day across batches and instances', async () => {
    database = await createTestDatabase(engine);
    const { db } = database.handle;
    await migrateToLatest(db);
    const errors: unknown[] = [];
    // Two servers sharing one database.
    const a = createHotWordRecorder(db, (err) => errors.push(err), 'secret');
    const b = createHotWordRecorder(db, (err) => errors.push(err), 'secret');
    try {
      a.record(['公告'], 'ip:198.51.100.1');
      await a.flush();
      a.record(['公告'], 'ip:198.51.100.1');
      b.record(['公告', '公告'], 'ip:198.51.100.1');
      await Promise.all([a.flush(), b.flush()]);
      expect(await hotWordCounts(db, 1, 10)).toEqual([{ keyword: '公告', count: 1 }]);

      b.record(['公告', '真题'], 'ip:198.51.100.2');
      a.record(['公告'], 'user:7');
      await Promise.all([a.flush(), b.flush()]);
      expect(await hotWordCounts(db, 1, 10)).toEqual([
        { keyword: '公告', count: 3 },
        { keyword: '真题', count: 1 },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('keeps only words fit for the list, and forgets visitors of past days', async () => {
    database = await createTestDatabase(engine);
    const { db } = database.handle;
    await migrateToLatest(db);
    const errors: unknown[] = [];
    const recorder = createHotWordRecorder(db, (err) => errors.push(err), 'secret');
    try {
      await db
        .insertInto('search_keyword_visitor')
        .values([
          { keyword: '面试', day: '2000-01-01', visitor: 'old' },
          { keyword: '面试', day: shanghaiDay(), visitor: 'today' },
        ])
        .execute();
      recorder.record(['公告!', '税', 'a'.repeat(21), '<b>', '申论', ''], 'ip:198.51.100.1');
      await recorder.flush();
      expect(await hotWordCounts(db, 7, 10)).toEqual([{ keyword: '申论', count: 1 }]);
      const days = await db.selectFrom('search_keyword_visitor').select('day').execute();
      expect(days.map((row) => row.day)).not.toContain('2000-01-01');
      expect(days).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await recorder.stop();
    }
  });

  it('drops the typed keywords the old recorder left in the list when migrating', async () => {
    database = await createTestDatabase(engine);
    const { db } = database.handle;
    await migrateToLatest(db);
    const day = shanghaiDay();
    await db
      .insertInto('search_keyword_daily')
      .values(
        ['【公告】', '公告!!!', '面试 真题', '<b>x</b>', '国考公告', '2025国考'].map((keyword) => ({
          keyword,
          day,
          count: 125,
        })),
      )
      .execute();
    const untyped = db as unknown as Kysely<unknown>;
    await searchVisitors.down(untyped);
    await searchVisitors.up(untyped);
    const left = await db.selectFrom('search_keyword_daily').select('keyword').execute();
    expect(left.map((row) => row.keyword).sort()).toEqual(['2025国考', '国考公告']);
  });
});
