import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettingsView } from '@shangan/shared/contracts/console/settings';
import { call, passwordLogin } from '../../../test/client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ADMIN } from '../accounts/public.ts';

/** Site settings from the console: changed for every instance, recorded, bad values refused. */
describe.each(engines)('site settings in the console on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    token = (await passwordLogin(t.app, DEMO_ADMIN.phone, DEMO_ADMIN.password)).data.token;
  });
  afterAll(() => t.close());

  const audited = async () =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'site_setting')
      .execute();

  it('turns the home page grey for every visitor and records who did', async () => {
    const before = await call<SiteSettingsView>(t.app, 'GET', '/console/settings', { token });
    expect(before.data).toEqual({ grayMode: false, lastChange: null });

    const changed = await call<SiteSettingsView>(t.app, 'POST', '/console/settings', {
      token,
      body: { key: 'grayMode', value: true },
    });
    expect(changed).toMatchObject({
      code: 200,
      msg: '设置已保存',
      data: { grayMode: true, lastChange: { at: expect.any(String), by: DEMO_ADMIN.realname } },
    });
    expect((await call<{ grayMode: boolean }>(t.app, 'GET', '/pc/siteConfig')).data.grayMode).toBe(
      true,
    );
    const [row] = await audited();
    expect(row).toMatchObject({ action: 'site_setting.change', entity_id: 'grayMode' });
    expect(JSON.parse(row!.before)).toEqual({ grayMode: false });
    expect(JSON.parse(row!.after)).toEqual({ grayMode: true });
  });

  it('refuses an unknown setting or a value of the wrong kind, changing and recording nothing', async () => {
    const count = (await audited()).length;
    const send = (body: object) => call(t.app, 'POST', '/console/settings', { token, body });
    expect(await send({ key: 'darkMode', value: true })).toMatchObject({
      code: 400,
      msg: '没有这项站点设置',
    });
    expect(await send({ key: 'grayMode', value: 'yes' })).toMatchObject({
      code: 400,
      msg: '灰色模式只能开启或关闭',
    });
    expect((await audited()).length).toBe(count);
  });
});
