import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

interface SearchData {
  list: Array<{ id: number; title: string }>;
  total: number;
}

describe.each(engines)('demo article titles on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('gives no two demo articles the same title', async () => {
    const twins = await t.app.db
      .selectFrom('news_article')
      .select(['title', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('title')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twins).toEqual([]);
  });

  it('never lists the same title twice in search results', async () => {
    // 答题思路与范例 is the template whose demo articles used to come out as twins.
    const titles: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/pc/search?keyword=${encodeURIComponent('答题思路与范例')}&page=${page}&pageSize=20`,
      });
      const data = (res.json() as { data: SearchData }).data;
      titles.push(...data.list.map((item) => item.title));
      if (page * 20 >= data.total) break;
    }
    expect(titles.length).toBeGreaterThan(5);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
