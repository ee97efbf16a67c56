import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckQuestion,
  CheckReport,
  CheckSummary,
  RecordSummary,
} from '@shangan/shared/contracts/psychology';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { CHECK_GONE } from './checks.service.ts';
import { HELP_NOTE } from './report.ts';
import { RECORD_NOT_FOUND, TOKEN_USED_ELSEWHERE } from './records.service.ts';
import { SUBMITS_PER_MINUTE } from './routes/submit-answer.route.ts';
import { seedPsychology } from './seed.ts';
import { QUESTION_NOT_IN_CHECK } from './scoring.ts';

interface Questions {
  check: { id: number; name: string; questionCount: number; instructions: string };
  questions: CheckQuestion[];
}
interface RecordDetail {
  record: { id: number; createdAt: string };
  check: { id: number; name: string };
  questions: Array<CheckQuestion & { myOptionId: number }>;
  report: CheckReport;
}

describe.each(engines)('psychological checks on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof learningClient>;
  let checks: CheckSummary[];
  const idOf = (name: string) => checks.find((check) => check.name === name)!.id;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const now = new Date().toISOString();
    await t.app.db.transaction().execute((trx) => seedPsychology(trx, now));
    call = learningClient(t.app);
    checks = (await call<{ list: CheckSummary[] }>('POST', 'psychologicalCheck/page', {})).data
      .list;
  });
  afterAll(() => t.close());

  const questionsOf = (checkId: number, token: string) =>
    call<Questions>('GET', 'psychologicalCheck/questionList', { checkId }, token);
  const submit = (token: string, body: Record<string, unknown>) =>
    call<{ recordId: number; repeated: boolean }>(
      'POST',
      'psychologicalCheck/submitAnswer',
      body,
      token,
    );
  const detail = (token: string, exerciseId: unknown) =>
    call<RecordDetail>('GET', 'psychologicalCheck/questionListByExerciseId', { exerciseId }, token);
  const records = (token: string, body: Record<string, unknown> = {}) =>
    call<{ list: RecordSummary[]; total: number }>(
      'POST',
      'psychologicalCheck/recordPage',
      body,
      token,
    );
  /** Every item answered with the option at this 1-based position (or per item). */
  const answersFor = (questions: CheckQuestion[], pick: number | ((no: number) => number)) =>
    questions.map((question) => ({
      questionId: question.id,
      optionId: question.options[(typeof pick === 'number' ? pick : pick(question.no)) - 1]!.id,
    }));
  const countRecords = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('psy_record')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countRows = async () => ({
    records: await countRecords(),
    answers: (await t.app.db.selectFrom('psy_record_answer').select('record_id').execute()).length,
    scores: (await t.app.db.selectFrom('psy_record_score').select('record_id').execute()).length,
  });

  it('lists the scales to a visitor, without results', async () => {
    expect(checks.map((check) => [check.name, check.questionCount, check.minutes])).toEqual([
      ['考试焦虑自评', 20, 5],
      ['备考压力自评', 20, 5],
      ['学习习惯与作息', 16, 4],
    ]);
    expect(checks[0]).toMatchObject({
      measures: expect.stringContaining('担忧'),
      lastResult: null,
      recordCount: 0,
    });
    const paged = await call<{ list: CheckSummary[]; total: number }>(
      'POST',
      'psychologicalCheck/page',
      { page: 2, size: 2 },
    );
    expect(paged.data.total).toBe(3);
    expect(paged.data.list.map((check) => check.name)).toEqual(['学习习惯与作息']);
    const bad = await call('POST', 'psychologicalCheck/page', { size: 500 });
    expect(bad).toMatchObject({ status: 400, msg: '每页条数应为1-50' });
  });

  it('gives a learner the items and options of a scale, and no scoring keys', async () => {
    const learner = await createLearner(t.app.db);
    const visitor = await questionsOf(idOf('考试焦虑自评'), '');
    expect(visitor.status).toBe(401);

    const res = await questionsOf(idOf('考试焦虑自评'), learner.token);
    expect(res.code).toBe(200);
    expect(res.data.check).toMatchObject({ name: '考试焦虑自评', questionCount: 20 });
    expect(res.data.check.instructions).toContain('最近两周');
    expect(res.data.questions).toHaveLength(20);
    expect(res.data.questions.map((q) => q.no)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(res.data.questions[4]).toMatchObject({
      stem: '考前一晚，我能比较正常地入睡。',
      options: [{ label: '几乎没有' }, { label: '有时' }, { label: '经常' }, { label: '几乎总是' }],
    });
    // Nothing says which items are reversed or what an option is worth.
    const text = JSON.stringify(res.data);
    for (const word of ['reverse', 'score', 'subscale', 'band']) expect(text).not.toContain(word);

    const stress = await questionsOf(idOf('备考压力自评'), learner.token);
    expect(stress.data.questions[0]!.options.map((o) => o.label)).toEqual([
      '完全不符合',
      '比较不符合',
      '不确定',
      '比较符合',
      '完全符合',
    ]);

    expect(await questionsOf(2_000_000, learner.token)).toMatchObject({
      status: 404,
      msg: CHECK_GONE,
    });
    expect(await questionsOf('abc' as never, learner.token)).toMatchObject({
      status: 400,
      msg: '测评编号不正确',
    });
    const missing = await call('GET', 'psychologicalCheck/questionList', {}, learner.token);
    expect(missing).toMatchObject({ status: 400, msg: '请选择测评' });
  });

  it('scores on the server with reverse items, sub-scales and bands, and reports it', async () => {
    const learner = await createLearner(t.app.db);
    const anxiety = idOf('考试焦虑自评');
    const { questions } = (await questionsOf(anxiety, learner.token)).data;

    // 几乎没有 everywhere: 15 plain items score 1, the 5 reverse items (5, 9, 12, 14, 19) score 4.
    const calm = await submit(learner.token, {
      checkId: anxiety,
      answers: answersFor(questions, 1),
    });
    expect(calm).toMatchObject({ code: 200, data: { repeated: false } });
    const calmReport = await detail(learner.token, calm.data.recordId);
    expect(calmReport.code).toBe(200);
    const report = calmReport.data.report;
    expect(report).toMatchObject({
      total: 35,
      minScore: 20,
      maxScore: 80,
      scoreNote: '分数越高，考试焦虑越明显',
      band: { level: 0, name: '良好' },
      helpNote: null,
    });
    expect(report.band.advice.length).toBeGreaterThanOrEqual(3);
    expect(report.bands).toEqual([
      { level: 0, name: '良好', minScore: 20, maxScore: 39 },
      { level: 1, name: '轻度', minScore: 40, maxScore: 49 },
      { level: 2, name: '中度', minScore: 50, maxScore: 59 },
      { level: 3, name: '较高', minScore: 60, maxScore: 80 },
    ]);
    // 担忧 has one reverse item (8), 身体紧张 two (3 + 8 = 11: 轻度), the others one each.
    expect(
      report.subscales.map((sub) => [
        sub.name,
        sub.score,
        sub.minScore,
        sub.maxScore,
        sub.band.name,
      ]),
    ).toEqual([
      ['担忧与自我怀疑', 8, 5, 20, '良好'],
      ['身体紧张', 11, 5, 20, '轻度'],
      ['考场干扰', 8, 5, 20, '良好'],
      ['回避与拖延', 8, 5, 20, '良好'],
    ]);
    expect(report.trainings).toEqual([
      {
        type: 'breathing',
        name: '呼吸调节训练',
        summary: expect.any(String),
        minutes: 3,
        reason: '「身体紧张」处于轻度',
      },
    ]);
    expect(report.method).toContain('李克特四点计分');
    expect(report.method).toContain('20–39 良好');
    expect(report.disclaimer).toContain('不是医学或心理诊断');
    expect(calmReport.data.questions[4]).toMatchObject({
      stem: '考前一晚，我能比较正常地入睡。',
      myOptionId: questions[4]!.options[0]!.id,
    });

    // 几乎总是 everywhere: 15 × 4 + 5 × 1 = 65, the highest band, which points to help.
    const tense = await submit(learner.token, {
      checkId: anxiety,
      answers: answersFor(questions, 4),
    });
    const tenseReport = (await detail(learner.token, tense.data.recordId)).data.report;
    expect(tenseReport).toMatchObject({ total: 65, band: { level: 3, name: '较高' } });
    expect(tenseReport.helpNote).toBe(HELP_NOTE);
    expect(tenseReport.helpNote).toContain('12356');
    expect(tenseReport.subscales.map((sub) => [sub.score, sub.band.name])).toEqual([
      [17, '较高'],
      [14, '中度'],
      [17, '较高'],
      [17, '较高'],
    ]);
    const types = tenseReport.trainings.map((training) => training.type);
    expect(types).toEqual(['breathing', 'muscle-relaxation', 'worry-time', 'schedule']);
    expect(tenseReport.trainings[3]!.reason).toBe('「回避与拖延」处于较高');
    expect(tenseReport.trainings[0]!.reason).toBe('总分处于「较高」；「身体紧张」处于中度');

    // Habits run the other way: all 几乎总是 leaves the 4 reverse items at 1: 12 × 4 + 4 = 52.
    const routine = idOf('学习习惯与作息');
    const habits = (await questionsOf(routine, learner.token)).data.questions;
    const good = await submit(learner.token, { checkId: routine, answers: answersFor(habits, 4) });
    const goodReport = (await detail(learner.token, good.data.recordId)).data.report;
    expect(goodReport).toMatchObject({
      total: 52,
      minScore: 16,
      maxScore: 64,
      band: { level: 0, name: '良好' },
      helpNote: null,
    });
    const poor = await submit(learner.token, { checkId: routine, answers: answersFor(habits, 1) });
    const poorReport = (await detail(learner.token, poor.data.recordId)).data.report;
    expect(poorReport).toMatchObject({ total: 28, band: { level: 3, name: '需调整' } });
    // A habits scale never points to professional help.
    expect(poorReport.helpNote).toBeNull();
    expect(poorReport.trainings.map((training) => training.type)).toContain('schedule');

    // My history, latest first, and the list's last result.
    const mine = await records(learner.token);
    expect(mine.data.total).toBe(4);
    expect(mine.data.list.map((row) => [row.checkName, row.total, row.band.name])).toEqual([
      ['学习习惯与作息', 28, '需调整'],
      ['学习习惯与作息', 52, '良好'],
      ['考试焦虑自评', 65, '较高'],
      ['考试焦虑自评', 35, '良好'],
    ]);
    expect(mine.data.list[0]).toMatchObject({ minScore: 16, maxScore: 64, checkId: routine });
    const onlyAnxiety = await records(learner.token, { checkId: anxiety, page: 1, size: 1 });
    expect(onlyAnxiety.data.total).toBe(2);
    expect(onlyAnxiety.data.list.map((row) => row.id)).toEqual([tense.data.recordId]);
    const listed = await call<{ list: CheckSummary[] }>(
      'POST',
      'psychologicalCheck/page',
      {},
      learner.token,
    );
    expect(listed.data.list[0]).toMatchObject({
      name: '考试焦虑自评',
      recordCount: 2,
      lastResult: { recordId: tense.data.recordId, total: 65, band: { level: 3, name: '较高' } },
    });
    expect(listed.data.list[1]!.lastResult).toBeNull();
    expect(await records('', {})).toMatchObject({ status: 401 });
  });

  it('refuses a submission with a missing item, naming it, and stores nothing', async () => {
    const learner = await createLearner(t.app.db);
    const anxiety = idOf('考试焦虑自评');
    const { questions } = (await questionsOf(anxiety, learner.token)).data;
    const before = await countRows();
    const all = answersFor(questions, 2);

    const missing = await submit(learner.token, {
      checkId: anxiety,
      answers: all.filter((_, index) => index !== 6 && index !== 11),
    });
    expect(missing).toMatchObject({ status: 400, code: 400, msg: '还有2题未作答，请先完成第7题' });
    const none = await submit(learner.token, { checkId: anxiety, answers: [] });
    expect(none.msg).toBe('还有20题未作答，请先完成第1题');
    expect(await countRows()).toEqual(before);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const learner = await createLearner(t.app.db);
    const anxiety = idOf('考试焦虑自评');
    const stress = idOf('备考压力自评');
    const { questions } = (await questionsOf(anxiety, learner.token)).data;
    const other = (await questionsOf(stress, learner.token)).data.questions;
    const all = answersFor(questions, 2);
    const before = await countRows();

    const cases: Array<[Record<string, unknown>, string, number?]> = [
      [{ answers: all }, '请选择测评'],
      [{ checkId: 'x', answers: all }, '测评编号不正确'],
      [{ checkId: anxiety }, '请作答后再提交'],
      [{ checkId: anxiety, answers: 'all' }, '答案格式不正确'],
      [{ checkId: anxiety, answers: [{ questionId: questions[0]!.id }] }, '缺少所选选项'],
      [{ checkId: anxiety, answers: [{ questionId: -1, optionId: 1 }] }, '题目编号不正确'],
      [{ checkId: anxiety, answers: all, submitToken: 'bad token!' }, '提交凭证格式不正确'],
      [{ checkId: 2_000_000, answers: all }, CHECK_GONE, 404],
      // An item of another scale, an item twice, an option of another scale.
      [{ checkId: anxiety, answers: [...all, answersFor(other, 1)[0]] }, QUESTION_NOT_IN_CHECK],
      [{ checkId: anxiety, answers: [...all, all[2]] }, '第3题提交了多个答案，请检查后再提交'],
      [
        {
          checkId: anxiety,
          answers: all.map((answer, index) =>
            index === 9 ? { ...answer, optionId: other[0]!.options[4]!.id } : answer,
          ),
        },
        '第10题的选项不正确，请重新选择',
      ],
    ];
    for (const [body, msg, status = 400] of cases) {
      const res = await submit(learner.token, body);
      expect({ status: res.status, msg: res.msg }).toEqual({ status, msg });
    }
    expect(await submit('', { checkId: anxiety, answers: all })).toMatchObject({ status: 401 });
    expect(await countRows()).toEqual(before);
  });

  it('opens only my own records: someone else’s is not found', async () => {
    const owner = await createLearner(t.app.db);
    const stranger = await createLearner(t.app.db);
    const stress = idOf('备考压力自评');
    const { questions } = (await questionsOf(stress, owner.token)).data;
    const made = await submit(owner.token, { checkId: stress, answers: answersFor(questions, 3) });
    expect((await detail(owner.token, made.data.recordId)).code).toBe(200);

    expect(await detail(stranger.token, made.data.recordId)).toMatchObject({
      status: 404,
      msg: RECORD_NOT_FOUND,
    });
    expect(await detail(owner.token, 2_000_000)).toMatchObject({ status: 404 });
    expect(await detail(owner.token, 'x')).toMatchObject({
      status: 400,
      msg: '测评记录编号不正确',
    });
    expect(await detail('', made.data.recordId)).toMatchObject({ status: 401 });
    expect((await records(stranger.token)).data).toEqual({ list: [], total: 0 });
  });

  it('makes one record of a double submit, with a token or the same answers at once', async () => {
    const learner = await createLearner(t.app.db);
    const stress = idOf('备考压力自评');
    const { questions } = (await questionsOf(stress, learner.token)).data;
    const body = {
      checkId: stress,
      answers: answersFor(questions, (no) => (no % 5) + 1),
      submitToken: 'tk_double_submit_01',
    };
    const before = await countRecords();
    const replies = await Promise.all(Array.from({ length: 6 }, () => submit(learner.token, body)));
    expect(replies.every((reply) => reply.code === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.data.recordId)).size).toBe(1);
    expect(replies.filter((reply) => !reply.data.repeated)).toHaveLength(1);
    expect(await countRecords()).toBe(before + 1);

    // The same token on another scale is refused, nothing written.
    const routine = idOf('学习习惯与作息');
    const habits = (await questionsOf(routine, learner.token)).data.questions;
    expect(
      await submit(learner.token, { ...body, checkId: routine, answers: answersFor(habits, 2) }),
    ).toMatchObject({ status: 400, msg: TOKEN_USED_ELSEWHERE });

    // Without a token: the same answers twice at once are one record; other answers another.
    const plain = { checkId: routine, answers: answersFor(habits, 3) };
    const twice = await Promise.all([submit(learner.token, plain), submit(learner.token, plain)]);
    expect(twice[0]!.data.recordId).toBe(twice[1]!.data.recordId);
    const again = await submit(learner.token, { ...plain, answers: answersFor(habits, 2) });
    expect(again.data).toMatchObject({ repeated: false });
    expect(again.data.recordId).not.toBe(twice[0]!.data.recordId);
    // A new token is a new taking, even with the same answers.
    const retake = await submit(learner.token, { ...plain, submitToken: 'tk_retake_0002' });
    expect(retake.data.repeated).toBe(false);
    expect(await countRecords()).toBe(before + 4);
  });

  it('limits each learner’s submissions per minute, so a script cannot fill the records', async () => {
    const learner = await createLearner(t.app.db);
    const routine = idOf('学习习惯与作息');
    const habits = (await questionsOf(routine, learner.token)).data.questions;
    const before = await countRecords();
    const replies = [];
    for (let i = 0; i <= SUBMITS_PER_MINUTE; i++) {
      replies.push(
        await submit(learner.token, {
          checkId: routine,
          answers: answersFor(habits, (i % 4) + 1),
          submitToken: `tk_flood_${String(i).padStart(4, '0')}`,
        }),
      );
    }
    expect(replies.slice(0, -1).every((reply) => reply.code === 200)).toBe(true);
    expect(replies.at(-1)).toMatchObject({ status: 429 });
    expect(await countRecords()).toBe(before + SUBMITS_PER_MINUTE);
  });

  it('hides a scale taken offline but still opens its records', async () => {
    const learner = await createLearner(t.app.db);
    const stress = idOf('备考压力自评');
    const { questions } = (await questionsOf(stress, learner.token)).data;
    const made = await submit(learner.token, {
      checkId: stress,
      answers: answersFor(questions, 2),
    });
    await t.app.db
      .updateTable('psy_scale')
      .set({ status: 'offline' })
      .where('id', '=', stress)
      .execute();
    try {
      const listed = await call<{ list: CheckSummary[] }>('POST', 'psychologicalCheck/page', {});
      expect(listed.data.list.map((check) => check.name)).not.toContain('备考压力自评');
      expect(await questionsOf(stress, learner.token)).toMatchObject({
        status: 404,
        msg: CHECK_GONE,
      });
      expect(
        await submit(learner.token, { checkId: stress, answers: answersFor(questions, 2) }),
      ).toMatchObject({ status: 404, msg: CHECK_GONE });
      const old = await detail(learner.token, made.data.recordId);
      expect(old.data.report).toMatchObject({ total: 48, band: { name: '轻度' } });
    } finally {
      await t.app.db
        .updateTable('psy_scale')
        .set({ status: 'online' })
        .where('id', '=', stress)
        .execute();
    }
  });
});

describe.each(engines)('the demo checks on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('give the demo learner a history: 中度 then 轻度 in 考试焦虑, 一般 in 学习习惯', async () => {
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    const rows = await t.app.db
      .selectFrom('psy_record')
      .innerJoin('psy_band', 'psy_band.id', 'psy_record.band_id')
      .innerJoin('psy_scale', 'psy_scale.id', 'psy_record.scale_id')
      .select(['psy_scale.name as scale', 'psy_record.total_score', 'psy_band.name as band'])
      .where('psy_record.user_id', '=', learner.id)
      .orderBy('psy_record.created_at')
      .execute();
    expect(rows.map((row) => [row.scale, row.total_score, row.band])).toEqual([
      ['考试焦虑自评', 51, '中度'],
      ['学习习惯与作息', 44, '一般'],
      ['考试焦虑自评', 42, '轻度'],
    ]);
  });
});
