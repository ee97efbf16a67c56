import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteContentMsg } from '@shangan/shared';
import type {
  ConsoleAd,
  ConsoleExam,
  ConsoleFriendlyLink,
} from '@shangan/shared/contracts/console/site-content';
import type { HomeData } from '@shangan/shared/contracts/news/portal';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)(
  'ads, friendly links and the exam calendar in the console on %s',
  (engine) => {
    let t: TestApp;
    let editor: { id: number; token: string };
    beforeAll(async () => {
      t = await createTestApp(engine, { seed: true });
      editor = await createLearner(t.app.db);
      await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
    });
    afterAll(() => t.close());

    const post = <T>(url: string, body: object) =>
      call<T>(t.app, 'POST', url, { token: editor.token, body });
    const get = <T>(url: string, query: Record<string, string | number> = {}) =>
      call<T>(t.app, 'GET', url, { token: editor.token, query });
    const home = async () => (await call<HomeData>(t.app, 'GET', '/pc/linxuan/pc/index')).data;
    const ad = (extra: Record<string, unknown> = {}) => ({
      id: null,
      position: 'banner',
      cityId: null,
      title: '冬季申论特训营',
      subtitle: '12月开班 · 名额有限',
      image: '',
      link: '/list.html',
      startAt: null,
      endAt: null,
      ...extra,
    });
    const count = async (table: 'site_ad' | 'friendly_link' | 'exam_topic' | 'audit_log') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('puts a new banner on the home page at once, drawn when it has no picture, and moves it', async () => {
      // The home page is cached: read it first so the new banner must drop that cache.
      const before = (await home()).banners.length;
      const saved = await post<ConsoleAd>('/console/site-content/ads/save', ad());
      expect(saved).toMatchObject({ code: 200, msg: SiteContentMsg.saved });
      expect(saved.data).toMatchObject({ cityName: '主站', state: 'running' });
      expect(saved.data.image).toMatch(/^\/api\/v1\/pc\/images\/\d+$/);
      let banners = (await home()).banners;
      expect(banners).toHaveLength(before + 1);
      expect(banners.at(-1)).toMatchObject({ title: '冬季申论特训营', link: '/list.html' });

      const moved = await post<{ moved: boolean }>('/console/site-content/move', {
        kind: 'ad',
        id: saved.data.id,
        direction: 'up',
      });
      expect(moved.data.moved).toBe(true);
      banners = (await home()).banners;
      expect(banners.at(-2)?.title).toBe('冬季申论特训营');
      const list = (
        await get<{ list: ConsoleAd[] }>('/console/site-content/ads', { position: 'banner' })
      ).data.list;
      const mainSite = list.filter((row) => row.cityId === null);
      expect(mainSite.at(-2)?.id).toBe(saved.data.id);
      // The first one cannot go further up.
      const top = await post<{ moved: boolean }>('/console/site-content/move', {
        kind: 'ad',
        id: mainSite[0]!.id,
        direction: 'up',
      });
      expect(top.data.moved).toBe(false);
    });

    it('shows a pop-up only inside its window, and takes an ended one off', async () => {
      const hour = 3_600_000;
      const later = await post<ConsoleAd>(
        '/console/site-content/ads/save',
        ad({
          position: 'popup',
          title: '元旦特惠',
          startAt: new Date(Date.now() + hour).toISOString(),
          endAt: new Date(Date.now() + 48 * hour).toISOString(),
        }),
      );
      expect(later.data.state).toBe('scheduled');
      // A pop-up is drawn by the page as a card: no picture is made for it.
      expect(later.data.image).toBe('');
      const popAd = async () =>
        (await call<{ title: string } | null>(t.app, 'GET', '/pc/linxuan/pc/popAd')).data;
      expect((await popAd())?.title).not.toBe('元旦特惠');

      const running = await post<ConsoleAd>(
        '/console/site-content/ads/save',
        ad({
          ...later.data,
          id: later.data.id,
          startAt: new Date(Date.now() - hour).toISOString(),
        }),
      );
      expect(running.data.state).toBe('running');
      const popups = (
        await get<{ list: ConsoleAd[] }>('/console/site-content/ads', { position: 'popup' })
      ).data.list;
      expect(popups.map((row) => row.title)).toContain('元旦特惠');

      const ended = await post<ConsoleAd>(
        '/console/site-content/ads/save',
        ad({
          ...running.data,
          startAt: new Date(Date.now() - 48 * hour).toISOString(),
          endAt: new Date(Date.now() - hour).toISOString(),
        }),
      );
      expect(ended.data.state).toBe('ended');
      expect((await popAd())?.title).not.toBe('元旦特惠');
    });

    it('refuses bad ads in Chinese and writes nothing', async () => {
      const ads = await count('site_ad');
      const audits = await count('audit_log');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '  ' }, SiteContentMsg.adTitleRequired],
        [{ title: '长'.repeat(41) }, SiteContentMsg.adTitleTooLong],
        [{ link: 'javascript:alert(1)' }, SiteContentMsg.adLinkInvalid],
        [{ link: '' }, SiteContentMsg.adLinkInvalid],
        [{ image: 'data:image/png;base64,AAAA' }, SiteContentMsg.imageInvalid],
        [{ position: 'sidebar' }, SiteContentMsg.positionInvalid],
        [{ cityId: 99_999 }, SiteContentMsg.cityNotFound],
        [{ startAt: 'tomorrow' }, SiteContentMsg.timeInvalid],
        [
          { startAt: '2026-12-02T00:00:00+08:00', endAt: '2026-12-01T00:00:00+08:00' },
          SiteContentMsg.windowInvalid,
        ],
        [{ id: 99_999 }, SiteContentMsg.adNotFound],
      ];
      for (const [extra, msg] of cases) {
        const answer = await post('/console/site-content/ads/save', ad(extra));
        expect({ extra, msg: answer.msg }).toEqual({ extra, msg });
        expect(answer.code).not.toBe(200);
      }
      expect(await count('site_ad')).toBe(ads);
      expect(await count('audit_log')).toBe(audits);
    });

    it('adds a city friendly link after the city’s own, edits and deletes it, each audited', async () => {
      const { cities } = (
        await get<{ cities: Array<{ id: number; name: string }> }>('/console/site-content/options')
      ).data;
      const city = cities[0]!;
      const saved = await post<ConsoleFriendlyLink>('/console/site-content/links/save', {
        id: null,
        cityId: city.id,
        name: '人事考试网',
        link: 'http://rsks.example.gov.cn',
      });
      expect(saved.data).toMatchObject({ cityName: city.name, name: '人事考试网' });
      const cityLinks = async () =>
        (
          await call<Array<{ name: string }>>(t.app, 'GET', '/pc/linxuan/pc/citySiteLink', {
            query: { cityId: city.id },
          })
        ).data.map((link) => link.name);
      const names = await cityLinks();
      expect(names).toContain('人事考试网');

      await post('/console/site-content/links/save', {
        ...saved.data,
        name: '省人事考试网',
      });
      expect(await cityLinks()).toContain('省人事考试网');
      const bad = await post('/console/site-content/links/save', {
        ...saved.data,
        link: 'ftp://x',
      });
      expect(bad.msg).toBe(SiteContentMsg.linkInvalid);

      const removed = await post('/console/site-content/delete', {
        kind: 'link',
        id: saved.data.id,
      });
      expect(removed).toMatchObject({ code: 200, msg: SiteContentMsg.deleted });
      expect(await cityLinks()).not.toContain('省人事考试网');
      const again = await post('/console/site-content/delete', { kind: 'link', id: saved.data.id });
      expect(again.msg).toBe(SiteContentMsg.linkNotFound);
      const actions = await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'friendly_link')
        .where('entity_id', '=', String(saved.data.id))
        .orderBy('id')
        .execute();
      expect(actions.map((row) => row.action)).toEqual([
        'friendly_link.create',
        'friendly_link.update',
        'friendly_link.delete',
      ]);
    });

    it('files an exam on the calendar with its announcement, and refuses dates out of order', async () => {
      const article = await t.app.db
        .selectFrom('news_article')
        .select(['id', 'title'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const exam = {
        id: null,
        title: '2027年广西壮族自治区公务员考试',
        examType: '省考',
        region: '广西',
        cityId: null,
        signupStart: '2027-02-01',
        signupEnd: '2027-02-10',
        examDate: '2027-03-20',
        articleId: article.id,
      };
      const saved = await post<ConsoleExam>('/console/site-content/exams/save', exam);
      expect(saved.data).toMatchObject({ region: '广西', articleTitle: article.title });
      const calendar = await call<Array<{ title: string }>>(
        t.app,
        'GET',
        '/pc/examTopic/getExamTopic',
        { query: { examType: '省考' } },
      );
      expect(calendar.data.map((row) => row.title)).toContain(exam.title);
      const found = await get<{ list: ConsoleExam[]; total: number }>(
        '/console/site-content/exams',
        {
          keyword: '广西壮族',
        },
      );
      expect(found.data).toMatchObject({ total: 1, list: [{ id: saved.data.id }] });

      const exams = await count('exam_topic');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ signupEnd: '2027-01-31' }, SiteContentMsg.examOrderInvalid],
        [{ examDate: '2027-02-30' }, SiteContentMsg.dayInvalid],
        [{ examType: '考研' }, SiteContentMsg.examTypeInvalid],
        [{ region: '火星' }, SiteContentMsg.regionInvalid],
        [{ articleId: 9_999_999 }, SiteContentMsg.articleNotFound],
        [{ title: ' ' }, SiteContentMsg.examTitleRequired],
      ];
      for (const [extra, msg] of cases) {
        const answer = await post('/console/site-content/exams/save', { ...exam, ...extra });
        expect({ extra, msg: answer.msg }).toEqual({ extra, msg });
      }
      expect(await count('exam_topic')).toBe(exams);

      await post('/console/site-content/delete', { kind: 'exam', id: saved.data.id });
      expect(await count('exam_topic')).toBe(exams - 1);
    });
  },
);
