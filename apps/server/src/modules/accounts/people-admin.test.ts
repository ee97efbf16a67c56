import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@shangan/shared';
import type { Person } from '@shangan/shared/contracts/console/people';
import { call, newPhoneUser, passwordLogin } from '../../../test/client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_LEARNER, grantRoleByPhone } from './public.ts';

/** The console's people: finding accounts, giving roles, stopping and restoring accounts. */
describe.each(engines)('people in the console on %s', (engine) => {
  let t: TestApp;
  let admin: { token: string; id: number };
  const login = (phone: string) => passwordLogin(t.app, phone, 'shangan123');
  const me = async (token: string) =>
    call<{ id: number }>(t.app, 'GET', '/pc/getuserinfo', { token });

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    const { data } = await login(DEMO_ADMIN.phone);
    admin = { token: data.token, id: (await me(data.token)).data.id };
  });
  afterAll(() => t.close());

  const people = (query: Record<string, string>) =>
    call<{ list: Person[]; total: number }>(t.app, 'GET', '/console/people', {
      token: admin.token,
      query,
    });
  const post = (path: string, body: object) =>
    call<Person>(t.app, 'POST', `/console/people/${path}`, { token: admin.token, body });

  it('finds accounts by phone prefix, by name, and by role', async () => {
    const byPhone = await people({ keyword: DEMO_LEARNER.phone.slice(0, 9) });
    expect(byPhone.data.list.map((p) => p.phone)).toContain(DEMO_LEARNER.phone);
    const byName = await people({ keyword: DEMO_LEARNER.realname });
    expect(byName.data.list).toEqual([
      expect.objectContaining({ phone: DEMO_LEARNER.phone, roles: [], disabledAt: null }),
    ]);
    const admins = await people({ role: 'admin' });
    expect(admins.data.list.map((p) => p.phone)).toEqual([DEMO_ADMIN.phone]);
    // Wildcards typed by staff match nothing special.
    expect((await people({ keyword: '%' })).data.total).toBe((await people({})).data.total);
  });

  it('gives a learner a role that opens the console section at once, and records it', async () => {
    const { data: session } = await login(DEMO_LEARNER.phone);
    const learnerId = (await me(session.token)).data.id;
    expect((await call(t.app, 'GET', '/console/feedback', { token: session.token })).code).toBe(
      403,
    );

    const granted = await post('roles', { userId: learnerId, roles: ['service', 'service'] });
    expect(granted).toMatchObject({ code: 200, msg: '角色已更新', data: { roles: ['service'] } });
    expect((await call(t.app, 'GET', '/console/feedback', { token: session.token })).code).toBe(
      200,
    );

    expect(await post('roles', { userId: learnerId, roles: ['boss'] })).toMatchObject({
      code: 400,
      msg: '角色不正确',
    });
    expect(await post('roles', { userId: admin.id, roles: [] })).toMatchObject({
      code: 400,
      msg: '不能去掉自己的管理员角色，请由其他管理员操作',
    });
    await post('roles', { userId: learnerId, roles: [] });
    expect((await call(t.app, 'GET', '/console/feedback', { token: session.token })).code).toBe(
      403,
    );

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_id'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(learnerId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.before, row.after, row.actor_id])).toEqual([
      ['user.roles', '{"roles":[]}', '{"roles":["service"]}', admin.id],
      ['user.roles', '{"roles":["service"]}', '{"roles":[]}', admin.id],
    ]);
  });

  it('stops an account everywhere at once and lets it back in when restored', async () => {
    const { data: session } = await login(DEMO_LEARNER.phone);
    const learnerId = (await me(session.token)).data.id;

    expect(await post('status', { userId: learnerId, disabled: true })).toMatchObject({
      code: 400,
      msg: '请填写停用原因',
    });
    expect(
      await post('status', { userId: admin.id, disabled: true, reason: '测试' }),
    ).toMatchObject({
      code: 400,
      msg: '不能停用自己的账号',
    });
    const stopped = await post('status', { userId: learnerId, disabled: true, reason: '账号共享' });
    expect(stopped).toMatchObject({
      code: 200,
      msg: '账号已停用',
      data: { disabledAt: expect.any(String), disabledReason: '账号共享' },
    });
    // The open session is gone, and no new one opens, by password or otherwise.
    expect((await me(session.token)).code).toBe(401);
    expect(await login(DEMO_LEARNER.phone)).toMatchObject({ code: 403, msg: Msg.accountDisabled });

    const restored = await post('status', { userId: learnerId, disabled: false });
    expect(restored.data).toMatchObject({ disabledAt: null, disabledReason: '' });
    expect((await login(DEMO_LEARNER.phone)).code).toBe(200);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(learnerId))
      .where('action', 'like', 'user.%able')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('resets a password to a temporary one shown once, signing the account out everywhere', async () => {
    const person = await newPhoneUser(t.app, {
      phonePrefix: '135',
      userName: 'reset',
      nickName: '重置',
    });
    const phone = (
      await t.app.db
        .selectFrom('app_user')
        .select('phone')
        .where('id', '=', person.id)
        .executeTakeFirstOrThrow()
    ).phone!;
    expect(await post('password', { userId: admin.id })).toMatchObject({
      code: 400,
      msg: '请在个人中心修改自己的密码',
    });
    const reset = await call<{ password: string }>(t.app, 'POST', '/console/people/password', {
      token: admin.token,
      body: { userId: person.id },
    });
    expect(reset).toMatchObject({
      code: 200,
      data: { password: expect.stringMatching(/^[a-z2-9]{10}$/) },
    });
    // The open session is gone; the temporary password lets the person in.
    expect((await me(person.token)).code).toBe(401);
    expect((await passwordLogin(t.app, phone, reset.data.password)).code).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(person.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['user.reset_password']);
    expect(audit[0]!.after).not.toContain(reset.data.password);
  });

  it('keeps one administrator when two take each other’s role at the same moment', async () => {
    const other = await login(DEMO_LEARNER.phone);
    const otherId = (await me(other.data.token)).data.id;
    await post('roles', { userId: otherId, roles: ['admin'] });
    const [mine, theirs] = await Promise.all([
      post('roles', { userId: otherId, roles: [] }),
      call<Person>(t.app, 'POST', '/console/people/roles', {
        token: other.data.token,
        body: { userId: admin.id, roles: [] },
      }),
    ]);
    // One wins; the other is refused, either at the door (no longer an administrator) or
    // inside, where the count of administrators is read under the lock.
    expect([mine, theirs].filter((res) => res.code === 200)).toHaveLength(1);
    const refused = [mine, theirs].find((res) => res.code !== 200)!;
    expect([
      [403, Msg.noPermission],
      [400, '至少要保留一位管理员'],
    ]).toContainEqual([refused.code, refused.msg]);
    // Whoever won is the one administrator left; only they may still list the people.
    const winner = mine.code === 200 ? admin.token : other.data.token;
    const admins = await call<{ list: Person[]; total: number }>(t.app, 'GET', '/console/people', {
      token: winner,
      query: { role: 'admin' },
    });
    expect(admins.data.total).toBe(1);
    // Put things back for the other tests: the demo administrator stays the one.
    if (admins.data.list[0]!.id !== admin.id) {
      await call(t.app, 'POST', '/console/people/roles', {
        token: other.data.token,
        body: { userId: admin.id, roles: ['admin'] },
      });
      await post('roles', { userId: otherId, roles: [] });
    }
  });

  it('gives a role from the server’s command line, recorded as such', async () => {
    const person = await grantRoleByPhone(t.app.db, engine, DEMO_LEARNER.phone, 'teacher');
    expect(person).toMatchObject({ phone: DEMO_LEARNER.phone, roles: ['teacher'] });
    const row = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_name', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(person.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      actor_id: 0,
      actor_name: '服务器命令行',
      after: '{"roles":["teacher"]}',
    });
    await expect(grantRoleByPhone(t.app.db, engine, '13999999999', 'admin')).rejects.toThrow(
      '没有手机号为13999999999的账号，请先注册',
    );
    await post('roles', { userId: person.id, roles: [] });
  });

  it('answers an unknown account with a clear message and changes nothing', async () => {
    expect(await post('roles', { userId: 999_999, roles: ['service'] })).toMatchObject({
      code: 404,
      msg: '用户不存在',
    });
    expect(
      await t.app.db
        .selectFrom('app_user_role')
        .select('user_id')
        .where('user_id', '=', 999_999)
        .execute(),
    ).toEqual([]);
  });
});
