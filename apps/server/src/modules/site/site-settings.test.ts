import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { changeSiteSetting, readSiteSettings } from './public.ts';

interface SiteConfigBody {
  code: number;
  data: {
    grayMode: boolean;
    oldSiteUrl: string;
    qqGroupUrl: string;
    contact: Record<string, string>;
  };
}

describe.each(engines)('site settings on %s', (engine) => {
  let t: TestApp;
  const siteConfig = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/pc/siteConfig' })).json() as SiteConfigBody;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      config: {
        site: {
          ...loadConfig({
            NODE_ENV: 'production',
            ALLOW_DEMO_PROVIDERS: 'true',
            APP_SECRET: 'r7Kq2ZpX9vLm4TwB8nHc1YdF6sGj3QeA0uViNbOyWkRt',
          }).site,
          oldSiteUrl: 'https://old.shangan.example/',
        },
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the home page in colour until staff turn the grey on, and off again', async () => {
    expect((await siteConfig()).data.grayMode).toBe(false);

    const on = await changeSiteSetting(t.app.db, t.app.config.site, 'grayMode', true, null);
    expect(on.grayMode).toBe(true);
    expect((await siteConfig()).data.grayMode).toBe(true);

    await changeSiteSetting(t.app.db, t.app.config.site, 'grayMode', false, null);
    expect((await siteConfig()).data.grayMode).toBe(false);
    expect(await t.app.db.selectFrom('site_setting').select(['key', 'value']).execute()).toEqual([
      { key: 'grayMode', value: 'false' },
    ]);
  });

  it('takes the default from SITE_GRAY_MODE until a stored value says otherwise', async () => {
    const grey = { ...t.app.config.site, grayMode: true };
    await t.app.db.deleteFrom('site_setting').execute();
    expect(await readSiteSettings(t.app.db, grey)).toEqual({ grayMode: true });
    await changeSiteSetting(t.app.db, grey, 'grayMode', false, null);
    expect(await readSiteSettings(t.app.db, grey)).toEqual({ grayMode: false });
  });

  it('refuses an unknown setting or a value of the wrong kind and changes nothing', async () => {
    const before = await t.app.db.selectFrom('site_setting').selectAll().execute();
    const site = t.app.config.site;
    await expect(changeSiteSetting(t.app.db, site, 'grayMode', 'yes', null)).rejects.toMatchObject({
      code: 400,
      message: '灰色模式只能开启或关闭',
    });
    await expect(changeSiteSetting(t.app.db, site, 'darkMode', true, null)).rejects.toMatchObject({
      code: 400,
      message: '没有这项站点设置',
    });
    await expect(
      changeSiteSetting(t.app.db, site, 'constructor', true, null),
    ).rejects.toMatchObject({ code: 400 });
    expect(await t.app.db.selectFrom('site_setting').selectAll().execute()).toEqual(before);
  });

  it('ignores a stored value that no longer fits its setting', async () => {
    await t.app.db
      .updateTable('site_setting')
      .set({ value: '"on"' })
      .where('key', '=', 'grayMode')
      .execute();
    expect((await siteConfig()).data.grayMode).toBe(false);
  });

  it('serves 返回旧版 and shows no made-up contact details in production', async () => {
    const { data } = await siteConfig();
    expect(data.oldSiteUrl).toBe('https://old.shangan.example/');
    expect(data.qqGroupUrl).toBe('');
    expect(Object.values(data.contact).every((value) => value === '')).toBe(true);
  });
});
