import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnlistExamMsg } from '@shangan/shared';
import type { ConsoleEnlistExam } from '@shangan/shared/contracts/console/enlistment';
import type { EnlistExam } from '@shangan/shared/contracts/enlistment';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { chinaDate } from '../../lib/time.ts';
import { grantRole } from '../accounts/public.ts';

const DAY_MS = 86_400_000;

describe.each(engines)('报名考试 in the console on %s', (engine) => {
  let t: TestApp;
  let editor: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = await createLearner(t.app.db);
    await grantRole(t.app.db, editor.id, 'editor', new Date().toISOString());
  });
  afterAll(() => t.close());

  const year = Number(chinaDate(new Date()).slice(0, 4));
  const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
  const exam = (extra: object = {}) => ({
    id: null,
    name: `${year + 1}年度浙江省考试录用公务员`,
    shortName: `${year + 1}浙江省考`,
    kind: 'provincial',
    year,
    intro: '全省各级机关招录公务员，笔试科目为行测与申论。',
    enlistStart: at(-1),
    enlistEnd: at(10),
    examDate: chinaDate(new Date(Date.now() + 40 * DAY_MS)),
    servicePrice: '79',
    serviceTitle: '',
    serviceSubtitle: '报考指导 · 职位匹配',
    ...extra,
  });
  const save = (body: object) =>
    call<ConsoleEnlistExam>(t.app, 'POST', '/console/enlistment/exams/save', {
      token: editor.token,
      body,
    });
  const remove = (id: number) =>
    call(t.app, 'POST', '/console/enlistment/exams/remove', { token: editor.token, body: { id } });
  const learnerExams = async () =>
    (await call<EnlistExam[]>(t.app, 'GET', '/app/enlist/exams')).data;
  const goodsOf = async (examId: number) =>
    t.app.db
      .selectFrom('enlist_exam as e')
      .innerJoin('shop_goods as g', 'g.id', 'e.goods_id')
      .select(['g.id', 'g.kind', 'g.title', 'g.price', 'g.on_sale'])
      .where('e.id', '=', examId)
      .executeTakeFirst();

  it('opens an exam with its service in the shop, which learners see at once', async () => {
    const saved = await save(exam());
    expect(saved).toMatchObject({ code: 200, msg: EnlistExamMsg.saved });
    expect(saved.data).toMatchObject({
      shortName: `${year + 1}浙江省考`,
      serviceTitle: `${year + 1}浙江省考报名指导服务`,
      servicePrice: '79.00',
      positions: 0,
      enlistments: 0,
    });
    expect(await goodsOf(saved.data.id)).toMatchObject({
      kind: 'enlist_service',
      price: 7900,
      on_sale: 1,
    });
    expect(await learnerExams()).toContainEqual(
      expect.objectContaining({ id: saved.data.id, open: true, positionCount: 0 }),
    );

    const changed = await save(
      exam({ id: saved.data.id, servicePrice: '99.5', enlistEnd: at(20) }),
    );
    expect(changed.data).toMatchObject({ servicePrice: '99.50' });
    expect(await goodsOf(saved.data.id)).toMatchObject({ price: 9950 });
  });

  it('refuses a bad exam in Chinese, changing nothing', async () => {
    const before = (await learnerExams()).length;
    for (const [change, message] of [
      [{ name: ' ' }, EnlistExamMsg.nameRequired],
      [{ shortName: '' }, EnlistExamMsg.shortNameRequired],
      [{ year: year + 3 }, EnlistExamMsg.yearInvalid],
      [{ enlistEnd: at(-2) }, EnlistExamMsg.windowInvalid],
      [{ examDate: chinaDate(new Date(Date.now() + 5 * DAY_MS)) }, EnlistExamMsg.examDateInvalid],
      [{ examDate: `${year}-02-30` }, EnlistExamMsg.examDateInvalid],
      [{ servicePrice: '0' }, EnlistExamMsg.priceInvalid],
      [{ servicePrice: '12.345' }, EnlistExamMsg.priceInvalid],
      [{ kind: 'county' }, EnlistExamMsg.kindInvalid],
    ] as const) {
      expect(await save(exam({ ...{ name: '某次考试' }, ...change }))).toMatchObject({
        code: 400,
        msg: message,
      });
    }
    expect((await learnerExams()).length).toBe(before);
  });

  it('keeps the kind of an exam with positions, and keeps an exam with positions', async () => {
    const saved = await save(exam({ name: '带职位的考试', shortName: '带职位' }));
    await t.app.db
      .insertInto('enlist_position')
      .values({
        exam_id: saved.data.id,
        code: `ZJ${Date.now()}`.slice(0, 20),
        department: '杭州市税务局',
        position_name: '科员',
        quota: 2,
        education: '本科及以上',
        education_min: 'bachelor',
        degree: '学士',
        major: '不限',
        political_rule: 'any',
        location: '杭州市',
        region: '杭州市',
      })
      .execute();
    expect(
      await save(
        exam({ id: saved.data.id, name: '带职位的考试', shortName: '带职位', kind: 'national' }),
      ),
    ).toMatchObject({ code: 400, msg: EnlistExamMsg.kindLocked });
    expect(await remove(saved.data.id)).toMatchObject({
      code: 400,
      msg: EnlistExamMsg.inUse(1, 0),
    });

    const empty = await save(exam({ name: '空考试', shortName: '空考试' }));
    expect(await remove(empty.data.id)).toMatchObject({ code: 200, msg: EnlistExamMsg.removed });
    expect((await learnerExams()).map((entry) => entry.id)).not.toContain(empty.data.id);
    const goods = await t.app.db
      .selectFrom('shop_goods')
      .select('on_sale')
      .where('title', '=', '空考试报名指导服务')
      .executeTakeFirstOrThrow();
    expect(goods.on_sale).toBe(0);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'enlist_exam')
      .where('entity_id', '=', String(empty.data.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['enlist_exam.create', 'enlist_exam.remove']);
  });
});
