import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../seed.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

interface Envelope<T> {
  code: number;
  data: T;
}
interface Picture {
  title: string;
  url: string;
}

describe.each(engines)('demo imagery on %s', (engine) => {
  let t: TestApp;
  const get = async <T>(url: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json() as Envelope<T>).data;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  /** Every picture the home page, its city sub-sites and the topic pages show. */
  async function seededPictures(): Promise<Picture[]> {
    type Home = {
      banners: Array<{ title: string; image: string }>;
      courses: Array<{ title: string; cover: string }>;
      books: Array<{ title: string; cover: string }>;
    };
    const home = await get<Home>('/pc/linxuan/pc/index');
    const cities = await t.app.db.selectFrom('city_site').select('id').execute();
    const cityBanners = [];
    for (const city of cities) {
      const data = await get<Home>(`/pc/linxuan/pc/cityIndex?city=${city.id}`);
      cityBanners.push(...data.banners);
    }
    const topics = await get<{ list: Array<{ id: number; title: string; cover: string }> }>(
      '/pc/articleTopics',
    );
    const detail = await get<{ title: string; cover: string }>(
      `/pc/articleTopics/${topics.list[0]!.id}`,
    );
    // Every top-level column carries a header strip for its page.
    const columns = await get<Array<{ title: string; image: string }>>('/pc/headColumns');
    return [
      ...columns.map((column) => ({ title: column.title, url: column.image })),
      ...[...home.banners, ...cityBanners].map((ad) => ({ title: ad.title, url: ad.image })),
      ...[...home.courses, ...home.books].map((item) => ({ title: item.title, url: item.cover })),
      ...topics.list.map((topic) => ({ title: topic.title, url: topic.cover })),
      { title: detail.title, url: detail.cover },
    ];
  }

  it('gives every seeded banner, column, topic and teaser a picture the server serves as an image', async () => {
    const pictures = await seededPictures();
    expect(pictures.length).toBeGreaterThanOrEqual(9 + 4 + 5 + 5);
    for (const { title, url } of pictures) {
      expect(url, title).toMatch(/^\/api\/v1\/pc\/images\/\d+$/);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, title).toBe(200);
      expect(res.headers['content-type'], title).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control'], title).toContain('max-age=');
      // The picture carries the row's own headline, drawn with a fixed size so nothing shifts.
      expect(res.body, title).toContain(title.replace(/&/g, '&#38;').slice(0, 5));
      expect(res.body, title).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
    }
  });

  it('serves no PDF through the picture address, and answers an unknown one with 404', async () => {
    const pdf = await t.app.db
      .selectFrom('news_file')
      .select('id')
      .where('mime', '=', 'application/pdf')
      .executeTakeFirstOrThrow();
    for (const id of [pdf.id, 99_999_999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/pc/images/${id}` });
      expect(res.json()).toMatchObject({ code: 404 });
    }
  });

  it('draws each set once: seeding again stores no second copy', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('news_file')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('mime', '=', 'image/svg+xml')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await seedDemoContent(t.app.db)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
