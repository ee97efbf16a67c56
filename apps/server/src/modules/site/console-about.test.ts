import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteContentMsg } from '@shangan/shared';
import type { ConsoleAbout } from '@shangan/shared/contracts/console/site-content';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)('about-us pages in the console on %s', (engine) => {
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

  it('saves the profile sanitised and the entries, and the about page shows them', async () => {
    const about = (
      await call<ConsoleAbout>(t.app, 'GET', '/console/site-content/about', {
        token: editor.token,
      })
    ).data;
    expect(about.pages.map((page) => page.title)).toEqual(['企业文化', '发展历程']);
    const saved = await post<ConsoleAbout>('/console/site-content/about/save', {
      profile: '<p>上岸教育<script>alert(1)</script>专注公考</p><img src=x onerror=alert(1)>',
      app: { url: '/download', profile: '刷题、看课一个APP' },
      officialAccountGxw: about.officialAccountGxw,
      officialAccountLxw: about.officialAccountLxw,
      tiktok: { url: 'https://www.douyin.com/user/shangan', profile: '每天一道真题' },
    });
    expect(saved).toMatchObject({ code: 200, msg: SiteContentMsg.saved });
    expect(saved.data.profile).toContain('专注公考');
    expect(saved.data.profile).not.toMatch(/script|onerror/);
    const site = await call<{ profile: string; tiktok: { url: string } }>(
      t.app,
      'GET',
      '/pc/portal/aboutUs',
    );
    expect(site.data.profile).toBe(saved.data.profile);
    expect(site.data.tiktok.url).toBe('https://www.douyin.com/user/shangan');

    const bad = await post('/console/site-content/about/save', {
      ...saved.data,
      app: { url: 'javascript:alert(1)', profile: '' },
    });
    expect(bad.msg).toBe(SiteContentMsg.aboutUrlInvalid);
  });

  it('rewrites a company page, refuses an empty one, and audits both saves', async () => {
    const saved = await post<ConsoleAbout>('/console/site-content/pages/save', {
      type: 3,
      title: '发展历程',
      body: '<ul><li>2026年：上线教务后台</li></ul>',
    });
    expect(saved.data.pages[1]).toMatchObject({ type: 3, title: '发展历程' });
    const page = await call<{ body: string }>(t.app, 'GET', '/pc/portal/page', {
      query: { type: 3 },
    });
    expect(page.data.body).toContain('上线教务后台');

    const empty = await post('/console/site-content/pages/save', {
      type: 2,
      title: '企业文化',
      body: '<p> </p>',
    });
    expect(empty.msg).toBe(SiteContentMsg.pageBodyRequired);
    const wrong = await post('/console/site-content/pages/save', {
      type: 7,
      title: 'x',
      body: 'y',
    });
    expect(wrong.msg).toBe(SiteContentMsg.pageTypeInvalid);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', editor.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'portal_about_us.update',
      'portal_page.update',
    ]);
  });
});
