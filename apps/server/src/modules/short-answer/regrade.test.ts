import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createEssayBank, createGrader, type EssayBank } from '../../../test/essay-bank.ts';

interface LearnerView {
  answer: { status: string; userScore: number | null; checkNote: string };
  showGrading: boolean;
}

interface QueueRow {
  answerId: number;
  userScore: number | null;
  gradedByMe: boolean;
  reviseUntil: string | null;
}

interface Graded {
  answerId: number;
  learner: { answer: string };
  grade: { score: number; checkNote: string; gradedAt: string; reviseUntil: string | null };
}

describe.each(engines)('changing a grade on %s', (engine) => {
  let t: TestApp;
  let bank: EssayBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createEssayBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  /** A learner's answer to the 15-point question, graded 10 by `grader`. */
  const graded = async (grader: { token: string }) => {
    const learner = await createLearner(t.app.db);
    await call('POST', 'shortAnswer/save', { id: bank.q1, answer: '我的作答' }, learner.token);
    await call('POST', 'shortAnswer/submit', { id: bank.q1 }, learner.token);
    const row = await t.app.db
      .selectFrom('sa_answer')
      .select('id')
      .where('user_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect((await call('POST', 'grading/claim', { answerId: row.id }, grader.token)).code).toBe(
      200,
    );
    const first = await call(
      'POST',
      'grading/grade',
      { answerId: row.id, score: 10, checkNote: '<p>初评</p>' },
      grader.token,
    );
    expect(first.code).toBe(200);
    return { learner, answerId: row.id };
  };
  const stored = (answerId: number) =>
    t.app.db
      .selectFrom('sa_answer')
      .select(['status', 'user_score_tenths', 'check_note', 'graded_at', 'grader_id'])
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
  const learnerView = async (token: string) =>
    (await call<LearnerView>('GET', 'shortAnswer/question', { id: bank.q1 }, token)).data;
  const queueRow = async (token: string, answerId: number) =>
    (
      await call<{ list: QueueRow[] }>(
        'GET',
        'grading/queue',
        { status: 'graded', questionId: bank.q1, pageSize: 100 },
        token,
      )
    ).data.list.find((row) => row.answerId === answerId);

  it('lets the grader change score and note within 24 hours; the learner sees the new grade', async () => {
    const grader = await createGrader(t.app.db);
    const { learner, answerId } = await graded(grader);
    const before = await stored(answerId);

    const open = await call<Graded>('GET', 'grading/graded', { answerId }, grader.token);
    expect(open.code).toBe(200);
    expect(open.data).toMatchObject({
      answerId,
      learner: { answer: '我的作答' },
      grade: { score: 10, checkNote: '<p>初评</p>' },
    });
    const until = Date.parse(open.data.grade.reviseUntil ?? '');
    expect(until).toBe(Date.parse(before.graded_at ?? '') + 24 * 3_600_000);
    expect(await queueRow(grader.token, answerId)).toMatchObject({
      userScore: 10,
      gradedByMe: true,
      reviseUntil: open.data.grade.reviseUntil,
    });

    // A bad change is refused with the reason and changes nothing.
    const over = await call(
      'POST',
      'grading/grade',
      { answerId, score: 20, checkNote: '<p>复评</p>' },
      grader.token,
    );
    expect(over).toMatchObject({ code: 400, msg: '得分不能超过本题满分15分' });
    expect(await stored(answerId)).toEqual(before);

    const revised = await call(
      'POST',
      'grading/grade',
      { answerId, score: 12.5, checkNote: '<p>复评：要点齐全</p>' },
      grader.token,
    );
    expect(revised).toMatchObject({ code: 200, data: { status: 'graded' } });
    const view = await learnerView(learner.token);
    expect(view.showGrading).toBe(true);
    expect(view.answer).toMatchObject({
      status: 'graded',
      userScore: 12.5,
      checkNote: '<p>复评：要点齐全</p>',
    });
    // The window runs from the first grading: changing the grade does not extend it.
    expect((await stored(answerId)).graded_at).toBe(before.graded_at);
    expect(await queueRow(grader.token, answerId)).toMatchObject({ userScore: 12.5 });
  });

  it('refuses other graders, and is final once the window has passed', async () => {
    const grader = await createGrader(t.app.db);
    const other = await createGrader(t.app.db, 'admin');
    const { answerId } = await graded(grader);
    const before = await stored(answerId);

    const change = (token: string) =>
      call('POST', 'grading/grade', { answerId, score: 14, checkNote: '改' }, token);
    expect(await change(other.token)).toMatchObject({
      code: 403,
      msg: '只能修改自己批改的作答',
    });
    expect(await call('GET', 'grading/graded', { answerId }, other.token)).toMatchObject({
      code: 403,
      msg: '只能修改自己批改的作答',
    });
    expect(await queueRow(other.token, answerId)).toMatchObject({
      gradedByMe: false,
      reviseUntil: null,
    });
    expect(await stored(answerId)).toEqual(before);

    // 25 hours later.
    const longAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.app.db
      .updateTable('sa_answer')
      .set({ graded_at: longAgo })
      .where('id', '=', answerId)
      .execute();
    expect(await change(grader.token)).toMatchObject({
      code: 400,
      msg: '批改已超过24小时，成绩已确定，不能再修改',
    });
    expect(await stored(answerId)).toEqual({ ...before, graded_at: longAgo });
    const open = await call<Graded>('GET', 'grading/graded', { answerId }, grader.token);
    expect(open.data.grade).toMatchObject({ score: 10, reviseUntil: null });
    expect(await queueRow(grader.token, answerId)).toMatchObject({
      gradedByMe: true,
      reviseUntil: null,
    });
    // Still not gradable afresh either.
    expect(await call('POST', 'grading/claim', { answerId }, grader.token)).toMatchObject({
      code: 400,
      msg: '该作答已批改',
    });
    expect(await call('GET', 'grading/graded', { answerId: 0 }, grader.token)).toMatchObject({
      code: 400,
      msg: '作答编号不正确',
    });
  });

  it('leaves one of two changes made at once whole, as the learner sees it', async () => {
    const grader = await createGrader(t.app.db);
    for (let round = 0; round < 3; round++) {
      const { learner, answerId } = await graded(grader);
      const changes = [
        { score: 11, checkNote: '<p>甲：结构清楚</p>' },
        { score: 13.5, checkNote: '<p>乙：论证充分</p>' },
        { score: 7, checkNote: '<p>丙：要点遗漏</p>' },
      ];
      const results = await Promise.all(
        changes.map((change) =>
          call('POST', 'grading/grade', { answerId, ...change }, grader.token),
        ),
      );
      expect(results.map((res) => res.code)).toEqual([200, 200, 200]);
      const row = await stored(answerId);
      const winner = changes.find((change) => change.checkNote === row.check_note);
      expect(winner).toBeDefined();
      expect(row.user_score_tenths).toBe(winner!.score * 10);
      expect((await learnerView(learner.token)).answer).toMatchObject({
        userScore: winner!.score,
        checkNote: winner!.checkNote,
      });
    }
  });
});

describe.each(engines)('grades final at once (GRADE_REVISE_HOURS=0) on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', GRADE_REVISE_HOURS: '0' });
    t = await createTestApp(engine, { config: { shortAnswer: config.shortAnswer } });
  });
  afterAll(() => t.close());

  it('refuses any change to a grade', async () => {
    const call = learningClient(t.app);
    const bank = await createEssayBank(t.app.db);
    const grader = await createGrader(t.app.db);
    const learner = await createLearner(t.app.db);
    await call('POST', 'shortAnswer/save', { id: bank.q1, answer: '作答' }, learner.token);
    await call('POST', 'shortAnswer/submit', { id: bank.q1 }, learner.token);
    const { id: answerId } = await t.app.db
      .selectFrom('sa_answer')
      .select('id')
      .executeTakeFirstOrThrow();
    await call('POST', 'grading/claim', { answerId }, grader.token);
    expect((await call('POST', 'grading/grade', { answerId, score: 9 }, grader.token)).code).toBe(
      200,
    );
    expect(
      await call('POST', 'grading/grade', { answerId, score: 12 }, grader.token),
    ).toMatchObject({ code: 400, msg: '成绩已确定，不能再修改' });
    const open = await call<Graded>('GET', 'grading/graded', { answerId }, grader.token);
    expect(open.data.grade).toMatchObject({ score: 9, reviseUntil: null });
  });

  it('refuses a negative window at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', GRADE_REVISE_HOURS: '-1' })).toThrow(
      /GRADE_REVISE_HOURS/,
    );
  });
});
