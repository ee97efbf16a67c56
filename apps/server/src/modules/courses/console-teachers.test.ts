import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleTeacherMsg } from '@shangan/shared';
import type { ConsoleTeacherProfile } from '@shangan/shared/contracts/console/teachers';
import { call, newPhoneUser } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';

describe.each(engines)('teacher profiles in the console on %s', (engine) => {
  let t: TestApp;
  let editor: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    editor = await createLearner(t.app.db);
    await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>) =>
    call<ConsoleTeacherProfile>(t.app, 'POST', '/console/teachers/save', {
      token: editor.token,
      body,
    });
  const profile = (extra: Record<string, unknown> = {}) => ({
    id: null,
    name: '林老师',
    title: '申论主讲',
    intro: '十年申论教学经验',
    years: 10,
    avatarUrl: '',
    accountPhone: '',
    ...extra,
  });
  const phoneOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('phone')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).phone!;

  it('creates a profile with a drawn picture, links a teaching account, and lists it', async () => {
    const created = await save(profile());
    expect(created).toMatchObject({ code: 200, msg: ConsoleTeacherMsg.saved });
    expect(created.data).toMatchObject({ name: '林老师', courses: 0, accountPhone: '' });
    expect(created.data.avatarUrl).toMatch(/^\/api\/v1\/pc\/images\/\d+$/);

    const account = await newPhoneUser(t.app, {
      phonePrefix: '136',
      userName: 't',
      nickName: '林',
    });
    await grantRole(t.app.db, account.id, 'teacher', new Date().toISOString());
    const phone = await phoneOf(account.id);
    const linked = await save(
      profile({
        id: created.data.id,
        accountPhone: phone,
        years: 11,
        avatarUrl: created.data.avatarUrl,
      }),
    );
    expect(linked.data).toMatchObject({ accountPhone: phone, years: 11 });
    // The picture drawn at creation stays when the address is sent back unchanged.
    expect(linked.data.avatarUrl).toBe(created.data.avatarUrl);
    const list = await call<ConsoleTeacherProfile[]>(t.app, 'GET', '/console/teachers', {
      token: editor.token,
    });
    expect(list.data.at(-1)).toMatchObject({ id: created.data.id, accountPhone: phone });
    expect(list.data.some((row) => row.courses > 0)).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'teachers')
      .where('entity_id', '=', String(created.data.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['teacher.create', 'teacher.update']);
  });

  it('links only a teacher account, to one profile, and refuses bad fields', async () => {
    const learner = await newPhoneUser(t.app, {
      phonePrefix: '135',
      userName: 'l',
      nickName: '学',
    });
    const teacher = await newPhoneUser(t.app, {
      phonePrefix: '135',
      userName: 't',
      nickName: '师',
    });
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
    const first = await save(profile({ name: '周老师', accountPhone: await phoneOf(teacher.id) }));
    expect(first.code).toBe(200);
    const before = await t.app.db.selectFrom('teachers').select('id').execute();
    for (const [change, message] of [
      [{ accountPhone: '13000000000' }, ConsoleTeacherMsg.accountMissing],
      [{ accountPhone: await phoneOf(learner.id) }, ConsoleTeacherMsg.accountNotTeacher],
      [{ accountPhone: await phoneOf(teacher.id) }, ConsoleTeacherMsg.accountTaken('周老师')],
      [{ name: ' ' }, ConsoleTeacherMsg.nameRequired],
      [{ years: 99 }, ConsoleTeacherMsg.yearsInvalid],
      [{ avatarUrl: 'javascript:x' }, ConsoleTeacherMsg.avatarInvalid],
      [{ id: 999_999 }, ConsoleTeacherMsg.notFound],
    ] as const) {
      const answer = await save(profile(change));
      expect({ change, msg: answer.msg }).toEqual({ change, msg: message });
    }
    expect(await t.app.db.selectFrom('teachers').select('id').execute()).toEqual(before);
  });
});
