import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleMockExamMsg } from '@shangan/shared';
import type {
  ConsoleMockExam,
  ContestPaperOption,
} from '@shangan/shared/contracts/console/mock-exams';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { insertPaper, insertQuestion } from '../question-bank/public.ts';
import { createContestBank, type ContestBank } from './mock-exams.fixture.ts';

const HOUR = 3_600_000;

describe.each(engines)('模考大赛 in the console on %s', (engine) => {
  let t: TestApp;
  let bank: ContestBank;
  let teacher: { id: number; token: string };
  let learner: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createContestBank(t.app.db);
    teacher = await createLearner(t.app.db);
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
    learner = await createLearner(t.app.db);
  });
  afterAll(() => t.close());

  /** A draft paper of the subject with one question, as 试卷管理 leaves it after an import. */
  const draftPaper = async (subjectId: number, title: string, kind = 'draft') => {
    const now = new Date().toISOString();
    const id = await insertPaper(
      t.app.db,
      {
        subjectId,
        title,
        year: 2026,
        region: '全国',
        examType: '国考',
        examinationLevel: '',
        timeLimitMinutes: 120,
      },
      now,
    );
    await t.app.db.updateTable('qb_paper').set({ kind }).where('id', '=', id).execute();
    const essay = subjectId === bank.essaySubjectId;
    await insertQuestion(
      t.app.db,
      {
        subjectId,
        catalogueId: essay ? null : bank.commonPoint,
        paperId: id,
        typeCode: essay ? 'short_answer' : 'single_choose',
        context: `<p>${title}的第一题</p>`,
        options: essay ? [] : ['甲', '乙', '丙', '丁'],
        answer: essay ? '参考答案' : 'A',
      },
      now,
    );
    return id;
  };
  const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
  const contest = (xingce: number, shenlun?: number) => ({
    title: '2027国考全真模考第一期',
    subtitle: '行测+申论',
    examType: '国考',
    examinationLevel: '副省级',
    rules: '1. 考试计时以服务器时间为准。',
    applyStartAt: at(-1),
    lateEntryMinutes: 30,
    shuffleQuestions: true,
    shuffleOptions: false,
    stages: [
      { stage: 'xingce', paperId: xingce, startAt: at(48), endAt: at(50) },
      ...(shenlun ? [{ stage: 'shenlun', paperId: shenlun, startAt: at(51), endAt: at(54) }] : []),
    ],
  });
  const create = (body: object) =>
    call<ConsoleMockExam>(t.app, 'POST', '/console/mock-exams/create', {
      token: teacher.token,
      body,
    });
  const paperKind = async (id: number) =>
    (
      await t.app.db
        .selectFrom('qb_paper')
        .select('kind')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).kind;

  it('schedules a contest from draft papers, which become its secret papers, and cancels it back', async () => {
    const xingce = await draftPaper(bank.subjectId, '模考行测卷');
    const shenlun = await draftPaper(bank.essaySubjectId, '模考申论卷');
    const options = await call<ContestPaperOption[]>(t.app, 'GET', '/console/mock-exams/papers', {
      token: teacher.token,
    });
    expect(options.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: xingce, stage: 'xingce', questionCount: 1 }),
        expect.objectContaining({ id: shenlun, stage: 'shenlun', questionCount: 1 }),
      ]),
    );

    const created = await create(contest(xingce, shenlun));
    expect(created).toMatchObject({ code: 200, msg: ConsoleMockExamMsg.created });
    expect(created.data).toMatchObject({
      state: 'applying',
      applicants: 0,
      resultsPublishedAt: null,
      stages: [
        { stage: 'xingce', paperId: xingce, paperTitle: '模考行测卷', questionCount: 1 },
        { stage: 'shenlun', paperId: shenlun, paperTitle: '模考申论卷' },
      ],
    });
    expect(await paperKind(xingce)).toBe('contest');

    // Learners find it in the contest list; its questions are under embargo meanwhile.
    const list = await call<{ list: Array<{ id: number }> }>(t.app, 'POST', '/mockExam/page', {
      api: 'learning',
      body: { page: 1, size: 50 },
    });
    expect(list.data.list.map((row) => row.id)).toContain(created.data.id);

    // A paper already used cannot be scheduled again.
    const twice = await create(contest(xingce));
    expect(twice).toMatchObject({ code: 400, msg: ConsoleMockExamMsg.paperNotDraft });

    const cancelled = await call(t.app, 'POST', '/console/mock-exams/cancel', {
      token: teacher.token,
      body: { id: created.data.id },
    });
    expect(cancelled).toMatchObject({ code: 200, msg: ConsoleMockExamMsg.cancelled });
    expect(await paperKind(xingce)).toBe('draft');
    expect(await paperKind(shenlun)).toBe('draft');

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'mock_exam')
      .where('entity_id', '=', String(created.data.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['mock_exam.create', 'mock_exam.cancel']);
  });

  it('refuses a bad schedule in Chinese and changes nothing', async () => {
    const xingce = await draftPaper(bank.subjectId, '校验行测卷');
    const shenlun = await draftPaper(bank.essaySubjectId, '校验申论卷');
    const published = await draftPaper(bank.subjectId, '已发布的真题', 'past');
    const base = contest(xingce, shenlun);
    const [first, second] = base.stages as [
      (typeof base.stages)[number],
      (typeof base.stages)[number],
    ];
    const cases: Array<[object, string]> = [
      [{ title: ' ' }, ConsoleMockExamMsg.titleRequired],
      [{ examType: '高考' }, ConsoleMockExamMsg.examTypeInvalid],
      [{ rules: '' }, ConsoleMockExamMsg.rulesRequired],
      [{ stages: [second] }, ConsoleMockExamMsg.xingceRequired],
      [{ stages: [first, { ...first, paperId: shenlun }] }, ConsoleMockExamMsg.stageRepeated],
      [{ stages: [{ ...first, startAt: at(-2), endAt: at(-1) }] }, ConsoleMockExamMsg.stageInPast],
      [{ stages: [{ ...first, endAt: at(48.1) }] }, ConsoleMockExamMsg.stageLength],
      [{ stages: [first, { ...second, startAt: at(49) }] }, ConsoleMockExamMsg.stagesOverlap],
      [{ applyStartAt: at(49) }, ConsoleMockExamMsg.applyAfterStart],
      [{ lateEntryMinutes: 120 }, ConsoleMockExamMsg.lateEntryTooLong],
      [{ stages: [{ ...first, paperId: shenlun }] }, ConsoleMockExamMsg.paperSubject('行测')],
      [{ stages: [{ ...first, paperId: published }] }, ConsoleMockExamMsg.paperNotDraft],
    ];
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('mock_exam')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const [change, message] of cases) {
      expect(await create({ ...base, ...change }), message).toMatchObject({
        code: 400,
        msg: message,
      });
    }
    expect(await count()).toBe(before);
    expect(await paperKind(xingce)).toBe('draft');
  });

  it('keeps a contest once someone applied, and keeps draft papers out of practice', async () => {
    const xingce = await draftPaper(bank.subjectId, '报名后行测卷');
    const drafted = await t.app.db
      .selectFrom('qb_question')
      .select('id')
      .where('paper_id', '=', xingce)
      .executeTakeFirstOrThrow();
    // Before it is scheduled or published, the draft's question is drawn by no practice.
    for (let i = 0; i < 3; i++) {
      const practice = await call<{ questions: Array<{ id: number }> }>(
        t.app,
        'POST',
        '/v2/catalogue/getCatalogueQuestion',
        {
          token: learner.token,
          api: 'learning',
          body: { catalogueId: bank.commonPoint, count: 50 },
        },
      );
      expect(practice.data.questions.map((question) => question.id)).not.toContain(drafted.id);
    }

    const created = (await create(contest(xingce))).data;
    const applied = await call(t.app, 'POST', '/mockExam/applyMockExam', {
      token: learner.token,
      api: 'learning',
      body: { mockExamId: created.id, province: '江苏省' },
    });
    expect(applied.code).toBe(200);
    const refused = await call(t.app, 'POST', '/console/mock-exams/cancel', {
      token: teacher.token,
      body: { id: created.id },
    });
    expect(refused).toMatchObject({ code: 400, msg: ConsoleMockExamMsg.appliedContest(1) });
    const page = await call<{ list: ConsoleMockExam[] }>(t.app, 'GET', '/console/mock-exams', {
      token: teacher.token,
    });
    expect(page.data.list.find((row) => row.id === created.id)).toMatchObject({ applicants: 1 });
  });

  it('changes a contest before it starts: its papers only while nobody has applied', async () => {
    const update = (body: object) =>
      call<ConsoleMockExam>(t.app, 'POST', '/console/mock-exams/update', {
        token: teacher.token,
        body,
      });
    const xingce = await draftPaper(bank.subjectId, '改期行测卷');
    const other = await draftPaper(bank.subjectId, '替换行测卷');
    const shenlun = await draftPaper(bank.essaySubjectId, '加场申论卷');
    const created = (await create({ ...contest(xingce), title: '可修改的模考' })).data;

    // Another paper, and a 申论 stage added, while nobody has applied.
    const changed = await update({
      ...contest(other, shenlun),
      id: created.id,
      title: '可修改的模考（调整后）',
    });
    expect(changed).toMatchObject({ code: 200, msg: ConsoleMockExamMsg.updated });
    expect(changed.data.stages.map((stage) => stage.paperId)).toEqual([other, shenlun]);
    expect(await paperKind(xingce)).toBe('draft');
    expect(await paperKind(other)).toBe('contest');
    expect(await paperKind(shenlun)).toBe('contest');
    // A published paper is still no contest paper.
    const published = await draftPaper(bank.subjectId, '已发布行测卷', 'past');
    expect(await update({ ...contest(published), id: created.id })).toMatchObject({
      code: 400,
      msg: ConsoleMockExamMsg.paperNotDraft,
    });

    await call(t.app, 'POST', '/mockExam/applyMockExam', {
      token: learner.token,
      api: 'learning',
      body: { mockExamId: created.id, province: '江苏省' },
    });
    expect(await update({ ...contest(other), id: created.id })).toMatchObject({
      code: 400,
      msg: ConsoleMockExamMsg.papersLocked(1),
    });
    // Times still move: the whole contest a day later.
    const later = contest(other, shenlun);
    later.stages = later.stages.map((stage) => ({
      ...stage,
      startAt: new Date(Date.parse(stage.startAt) + 24 * HOUR).toISOString(),
      endAt: new Date(Date.parse(stage.endAt) + 24 * HOUR).toISOString(),
    }));
    const moved = await update({ ...later, id: created.id });
    expect(moved).toMatchObject({ code: 200 });
    expect(Date.parse(moved.data.startAt)).toBe(Date.parse(later.stages[0]!.startAt));
    // The applicant's start reminder follows the new start.
    const push = await call<{ remindAt: string }>(t.app, 'POST', '/config/getMockPushSetting', {
      token: learner.token,
      api: 'learning',
      body: { mockExamId: created.id },
    });
    expect(push.code).toBe(200);
    const remindAt = Date.parse(push.data.remindAt);
    expect(remindAt).toBeLessThan(Date.parse(later.stages[0]!.startAt));
    expect(remindAt).toBeGreaterThan(Date.parse(contest(other).stages[0]!.startAt));
    expect(await paperKind(xingce)).toBe('draft');
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'mock_exam')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'mock_exam.create',
      'mock_exam.update',
      'mock_exam.update',
    ]);
  });
});
