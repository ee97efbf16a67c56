import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { DEMO_CONTACT } from '../../config/site-env.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

describe.each(engines)('site calls on %s', (engine) => {
  let t: TestApp;
  let token = '';
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    auth = true,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: auth && token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as Envelope<T> };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: true,
      config: {
        site: {
          ...loadConfig({ NODE_ENV: 'test' }).site,
          questionBankEnabled: false,
          chatUrl: 'https://chat.example.com/s',
        },
      },
    });
    const login = await call<{ token: string }>('POST', '/pc/login', {
      type: '1',
      account: DEMO_LEARNER.phone,
      password: DEMO_LEARNER.password,
    });
    token = login.body.data.token;
  });
  afterAll(() => t.close());

  it('answers the site configuration from the server settings', async () => {
    const { body } = await call('GET', '/pc/siteConfig');
    expect(body.data).toEqual({
      questionBankEnabled: false,
      chatUrl: 'https://chat.example.com/s',
      grayMode: false,
      oldSiteUrl: '',
      qqGroup: '',
      qqGroupUrl: '',
      contact: DEMO_CONTACT,
      mainLogo: '',
      spareLogo: '',
    });
  });

  it('answers about-us content with empty fields left for the built-in defaults', async () => {
    const { body } = await call<{ profile: string; app: { url: string }; tiktok: unknown }>(
      'GET',
      '/pc/portal/aboutUs?portal_id=81',
    );
    expect(body.data.profile).toContain('上岸教育');
    expect(body.data.app.url).toBe('/download');
    expect(body.data.tiktok).toEqual({ url: '', profile: '' });
    const unknown = await call<{ profile: string }>('GET', '/pc/portal/aboutUs?portal_id=5');
    expect(unknown.body.data.profile).toBe('');

    const culture = await call<{ title: string; body: string }>('GET', '/pc/portal/page?type=2');
    expect(culture.body.data.title).toBe('企业文化');
    expect((await call('GET', '/pc/portal/page?type=7')).body.msg).toBe('页面不存在');
    expect((await call('GET', '/pc/portal/page')).body.msg).toBe('请指定页面类型');
    const ads = await call<unknown[]>('GET', '/pc/aboutUsAd?portal_id=81');
    expect(ads.body.data.length).toBe(2);
  });

  it('signs a member in once a day and counts the streak', async () => {
    expect((await call('POST', '/pc/sign', {}, false)).status).toBe(401);
    const before = await call<{ signedToday: boolean }>('GET', '/pc/getUserSign');
    expect(before.body.data).toMatchObject({ signedToday: false, continuousDays: 0 });

    // Yesterday and the day before were signed: today makes three in a row.
    const user = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    const day = (offset: number) =>
      new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
    await t.app.db
      .insertInto('user_sign')
      .values([1, 2, 5].map((offset) => ({ user_id: user.id, day: day(offset), created_at: '' })))
      .execute();

    const first = await call('POST', '/pc/sign', { type: 'pc' });
    expect(first.body).toMatchObject({
      code: 200,
      msg: '签到成功',
      data: { signedToday: true, continuousDays: 3, totalDays: 4 },
    });
    const again = await call('POST', '/pc/sign', {});
    expect(again.body).toMatchObject({ msg: '今天已经签到过了', data: { totalDays: 4 } });
  });

  it('records page views for visitors and members, and refuses bad input', async () => {
    const visitor = await call('POST', '/pc/BuryingPointLogs/record', { path: '/search' }, false);
    expect(visitor.body).toEqual({ code: 200, msg: 'success', data: null });
    await call('POST', '/pc/BuryingPointLogs/record', {
      path: '/articleDetail/3',
      pageName: 'ArticleDetail',
      referrer: '/',
    });
    const rows = await t.app.db
      .selectFrom('page_view_log')
      .select(['path', 'user_id', 'page_name'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { path: '/search', user_id: null, page_name: '' },
      { path: '/articleDetail/3', user_id: expect.any(Number), page_name: 'ArticleDetail' },
    ]);
    const missing = await call('POST', '/pc/BuryingPointLogs/record', {}, false);
    expect(missing).toMatchObject({ status: 400, body: { msg: '缺少页面地址' } });

    const pop = await call('POST', '/app/userInfoPopLog', { type: 'completePhone' });
    expect(pop.body.code).toBe(200);
    expect((await call('POST', '/app/userInfoPopLog', { type: 'x' }, false)).status).toBe(401);
  });
});
