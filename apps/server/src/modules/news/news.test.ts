import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createArticles } from './article-writer.ts';
import { topHotWords } from './hot-words.ts';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface Summary {
  id: number;
  title: string;
  columnId: number;
  isPdf: boolean;
  publishTime: string;
}
interface SearchData {
  list: Array<Summary & { highlightTitle: string; highlightSummary: string }>;
  total: number;
  words: string[];
}

describe.each(engines)('news on %s', (engine) => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    return { status: res.statusCode, body: res.json() as Envelope<T> };
  };
  const search = (keyword: string, page = 1) =>
    get<SearchData>(`/pc/search?keyword=${encodeURIComponent(keyword)}&page=${page}`);
  const columnId = async (dir: string) =>
    (
      await t.app.db
        .selectFrom('news_column')
        .select('id')
        .where('column_dir', '=', dir)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('finds two-character words such as 公告, 申论 and 面试', async () => {
    for (const word of ['公告', '申论', '面试']) {
      const { body } = await search(word);
      expect(body.code, word).toBe(200);
      expect(body.data.total, word).toBeGreaterThan(0);
      expect(body.data.list[0]!.highlightTitle + body.data.list[0]!.highlightSummary).toContain(
        `<em>${word}</em>`,
      );
    }
  });

  it('ANDs space-separated keywords and ranks and paginates the results', async () => {
    const interview = (await search('面试')).body.data.total;
    const zhenti = (await search('真题')).body.data.total;
    const both = (await search('面试 真题')).body.data;
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(Math.min(interview, zhenti) + 1);
    for (const item of both.list) {
      const text = item.highlightTitle + item.highlightSummary;
      expect(text.includes('面试') || text.includes('真题')).toBe(true);
    }
    expect(both.words).toEqual(['面试', '真题']);

    const page1 = (await search('公告')).body.data;
    const page2 = (await search('公告', 2)).body.data;
    expect(page1.list).toHaveLength(10);
    const overlap = page2.list.filter((a) => page1.list.some((b) => b.id === a.id));
    expect(overlap).toHaveLength(0);
    expect(page2.total).toBe(page1.total);
  });

  it('gives the same total on every page, the last one and past the end, and every match once', async () => {
    const pageSize = 20;
    const at = (page: number) =>
      get<SearchData>(
        `/pc/search?keyword=${encodeURIComponent('面试')}&page=${page}&pageSize=${pageSize}`,
      );
    const first = (await at(1)).body.data;
    expect(first.total).toBeGreaterThan(pageSize);
    const pages = Math.ceil(first.total / pageSize);
    const ids: number[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const data = (await at(page)).body.data;
      expect(data.total, `page ${page}`).toBe(first.total);
      const expected = page < pages ? pageSize : page === pages ? first.total - ids.length : 0;
      expect(data.list, `page ${page}`).toHaveLength(expected);
      ids.push(...data.list.map((item) => item.id));
    }
    expect(new Set(ids).size).toBe(first.total);
  });

  it('finds nothing when one of the keywords matches nothing', async () => {
    const { body } = await search('公告 量子纠缠');
    expect(body).toMatchObject({ code: 200, data: { total: 0, list: [] } });
  });

  it('rejects 101 characters with a clear message and accepts 100', async () => {
    const tooLong = await search('考'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ code: 400, msg: '搜索内容不能超过100个字符', data: null });
    expect((await search('考'.repeat(100))).body.code).toBe(200);
  });

  it('asks for a keyword when the search is empty', async () => {
    for (const keyword of ['', '   ']) {
      const { status, body } = await search(keyword);
      expect(status).toBe(400);
      expect(body.msg).toBe('请输入搜索内容');
    }
  });

  it('treats FTS syntax typed by users as plain words', async () => {
    for (const keyword of [
      '"公告',
      '公告"',
      '"公告" OR "面试"',
      '公告 *',
      '*',
      'NEAR(公告 面试)',
      '公告 NOT 面试',
      "公告' & '面试",
      'title:公告',
      '公告 AND',
      '-公告',
      '公告^',
      '(((',
      '\\',
    ]) {
      const { status, body } = await search(keyword);
      expect(status, keyword).toBe(200);
      expect(body.code, keyword).toBe(200);
    }
    // OR and NEAR are words here, not operators: no article contains them.
    expect((await search('公告 OR')).body.data.total).toBe(0);
    expect((await search('NEAR 公告')).body.data.total).toBe(0);
    // Quotes around a word are ignored rather than breaking the query.
    const quoted = (await search('"公告"')).body.data.total;
    expect(quoted).toBe((await search('公告')).body.data.total);
    expect(quoted).toBeGreaterThan(0);
  });

  it('stores rich text clean: no <script>, no event handlers, no javascript: links', async () => {
    const column = await columnId('guokao');
    const [id] = await t.app.db.transaction().execute((trx) =>
      createArticles(trx, engine, [
        {
          columnId: column,
          title: '测试文章：清洗富文本',
          body:
            '<p onclick="steal()">正文<script>alert(1)</script>' +
            '<img src="https://example.com/a.png" onerror="alert(2)">' +
            '<a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe></p>',
          publishTime: new Date().toISOString(),
          tags: ['测试标签'],
        },
      ]),
    );
    const stored = await t.app.db
      .selectFrom('news_article')
      .select(['body', 'body_text'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(stored.body).toContain('<img src="https://example.com/a.png" />');
    expect(stored.body_text).toBe('正文链接');
    const detail = await get<{ body: string; tags: Array<{ name: string }> }>(`/pc/articles/${id}`);
    expect(detail.body.data.body).toBe(stored.body);
    expect(detail.body.data.tags.map((tag) => tag.name)).toEqual(['测试标签']);
    // The new article is in the search index at once.
    expect((await search('清洗 富文本')).body.data.list[0]!.id).toBe(id);
  });

  it('lists a column with its sub-columns, newest first, with pagination', async () => {
    const top = await columnId('kaoshigonggao');
    const { body } = await get<{ list: Summary[]; total: number }>(
      `/pc/articles?columnId=${top}&pageSize=5`,
    );
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(5);
    expect(body.data.total).toBeGreaterThanOrEqual(40);
    const times = body.data.list.map((item) => item.publishTime);
    expect([...times].sort().reverse()).toEqual(times);

    // A sub-site's column: that city's articles first, then the national ones.
    const city = await t.app.db
      .selectFrom('news_article')
      .select(['city_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('city_id', 'is not', null)
      .groupBy('city_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const local = await get<{ list: Array<Summary & { cityId: number | null }>; total: number }>(
      `/pc/articles?cityId=${city.city_id}&pageSize=50`,
    );
    const cities = local.body.data.list.map((item) => item.cityId);
    const own = cities.filter((id) => id === city.city_id).length;
    expect(own).toBe(Math.min(50, Number(city.n)));
    expect(cities.slice(0, own).every((id) => id === city.city_id)).toBe(true);
    expect(local.body.data.total).toBeGreaterThan(own);

    const missing = await get(`/pc/articles?columnId=999999`);
    expect(missing).toMatchObject({ status: 404, body: { code: 404, msg: '栏目不存在' } });
    const bad = await get(`/pc/articles?pageSize=500`);
    expect(bad.status).toBe(400);
  });

  it('answers an article with neighbours and related articles, and counts the read', async () => {
    const list = await get<{ list: Summary[] }>(`/pc/articles?pageSize=3`);
    const id = list.body.data.list[1]!.id;
    const first = await get<{ viewCount: number; related: Summary[]; next: unknown }>(
      `/pc/articles/${id}`,
    );
    expect(first.body.code).toBe(200);
    expect(first.body.data.related.length).toBeGreaterThan(0);
    expect(first.body.data.related.some((item) => item.id === id)).toBe(false);
    const second = await get<{ viewCount: number }>(`/pc/articles/${id}`);
    expect(second.body.data.viewCount).toBe(first.body.data.viewCount + 1);

    expect(await get('/pc/articles/99999999')).toMatchObject({
      status: 404,
      body: { code: 404, msg: '文章不存在或已下线' },
    });
    expect((await get('/pc/articles/abc')).status).toBe(400);
  });

  it('serves the PDF of a PDF article', async () => {
    const row = await t.app.db
      .selectFrom('news_article')
      .select('id')
      .where('pdf_file_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const detail = await get<{ isPdf: boolean; pdfUrl: string }>(`/pc/articles/${row.id}`);
    expect(detail.body.data.isPdf).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: detail.body.data.pdfUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
  });

  it('answers the home data with every block, and a city sub-site with its own', async () => {
    const home = await get<{
      city: null;
      banners: unknown[];
      columnBlocks: Array<{ column: { title: string }; articles: Summary[] }>;
      weekHot: Summary[];
      examCalendar: unknown[];
      courses: Array<{ price: string }>;
      books: unknown[];
      friendlyLinks: Array<{ name: string }>;
      topics: unknown[];
    }>('/pc/linxuan/pc/index');
    const data = home.body.data;
    expect(data.city).toBeNull();
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.columnBlocks.map((block) => block.column.title)).not.toContain('企业新闻');
    expect(data.columnBlocks.every((block) => block.articles.length > 0)).toBe(true);
    expect(data.weekHot).toHaveLength(10);
    expect(data.examCalendar.length).toBeGreaterThan(0);
    expect(data.courses[0]!.price).toMatch(/^\d+\.\d{2}$/);
    expect(data.books.length).toBeGreaterThan(0);
    expect(data.friendlyLinks.length).toBeGreaterThan(0);
    expect(data.topics.length).toBeGreaterThan(0);

    const cities =
      await get<Array<{ cityId: number; dir: string; name: string }>>('/pc/linxuan/pc/citySite');
    expect(cities.body.data).toHaveLength(5);
    const beijing = cities.body.data.find((city) => city.dir === 'beijing')!;
    const byDir = await get<{ city: { name: string }; friendlyLinks: Array<{ name: string }> }>(
      '/pc/linxuan/pc/cityIndex?city=beijing',
    );
    expect(byDir.body.data.city.name).toBe('北京');
    expect(byDir.body.data.friendlyLinks[0]!.name).toContain('北京');
    const byId = await get<{ city: { name: string } }>(
      `/pc/linxuan/pc/index?cityId=${beijing.cityId}`,
    );
    expect(byId.body.data.city.name).toBe('北京');
    expect(await get('/pc/linxuan/pc/cityIndex?city=atlantis')).toMatchObject({
      status: 404,
      body: { msg: '该城市分站不存在' },
    });
    const provinces = await get<Array<{ province: string }>>(
      `/pc/linxuan/pc/provinceCity?province=${encodeURIComponent('江苏')}`,
    );
    expect(provinces.body.data).toEqual([
      { province: '江苏', cities: [expect.objectContaining({ name: '南京' })] },
    ]);
  });

  it('reflects what people search in the hot words', async () => {
    // This is the file's first read of the hot list, so it is not cached yet.
    for (let i = 0; i < 3; i++) await search('结构化面试');
    await search('量子纠缠'); // no results: not counted
    await search('结构化面试', 2); // paging through results is the same search
    const hot = await get<Array<{ keyword: string }>>('/pc/search/hotWords');
    expect(hot.body.data.length).toBe(10);
    expect(hot.body.data[0]).toEqual({ keyword: '国考公告' });
    // The words that found articles, once for this visitor however often they searched.
    const counts = await t.app.db
      .selectFrom('search_keyword_daily')
      .select(['keyword', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('keyword', 'in', ['结构化面试', '结构化', '量子纠缠'])
      .groupBy('keyword')
      .execute();
    expect(counts.map((row) => [row.keyword, Number(row.n)])).toEqual([['结构化', 1]]);
    // Enough visitors put a word at the top of the list (read past the short cache).
    await t.app.db
      .updateTable('search_keyword_daily')
      .set({ count: 5000 })
      .where('keyword', '=', '结构化')
      .execute();
    expect((await topHotWords(t.app.db, 7, 10))[0]).toBe('结构化');
  });

  it('answers topics with typed article lists', async () => {
    const topics = await get<{ classifications: string[]; list: Array<{ id: number }> }>(
      '/pc/articleTopics',
    );
    expect(topics.body.data.classifications).toContain('公务员');
    const id = topics.body.data.list[0]!.id;
    const detail = await get<{ types: Array<{ type: number; articles: Summary[] }> }>(
      `/pc/articleTopics/${id}`,
    );
    expect(detail.body.data.types.length).toBe(3);
    const type = detail.body.data.types[0]!;
    expect(type.articles.length).toBeGreaterThan(0);
    const page = await get<{ list: Summary[]; total: number; typeName: string }>(
      `/pc/articleTopics/${id}/type/${type.type}/articles?pageSize=2`,
    );
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.typeName).toBeTruthy();
    expect((await get('/pc/articleTopics/99999')).body.msg).toBe('专题不存在');
  });

  it('answers hot articles, exam calendar, pop-up ad and tags', async () => {
    expect((await get<Summary[]>('/pc/weekHotArticle')).body.data).toHaveLength(10);
    const col = await columnId('beikaozhidao');
    expect(
      (await get<Summary[]>(`/pc/hotColumnArticle?columnId=${col}`)).body.data.length,
    ).toBeGreaterThan(0);
    expect((await get('/pc/hotColumnArticle')).body.msg).toBe('请指定栏目');
    const exams = await get<Array<{ examDate: string }>>(
      `/pc/examTopic/getExamTopic?upcoming=1&examType=${encodeURIComponent('省考')}`,
    );
    expect(exams.body.data.length).toBeGreaterThan(0);
    const pop = await get<{ title: string; link: string }>('/pc/linxuan/pc/popAd');
    expect(pop.body.data.link).toBe('/vipRights');
    const tags = await get<Array<{ name: string; articleCount: number }>>('/pc/tags');
    expect(tags.body.data[0]!.articleCount).toBeGreaterThan(10);
    const tagged = await get<{ total: number }>(`/pc/articles?tagId=${1}`);
    expect(tagged.body.code).toBe(200);
  });
});
