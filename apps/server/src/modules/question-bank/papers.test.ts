import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { learningClient } from '../../../test/learning-client.ts';

interface PaperSession {
  exercise: {
    id: number;
    status: string;
    kind: string;
    timeLimitSeconds: number | null;
    remainingSeconds: number | null;
    elapsedSeconds: number;
    questionCount: number;
  };
  questions: Array<{ id: number; sonQuestion: Array<{ id: number }> }>;
  userAnswers: Array<{ questionId: number; answer: string }>;
}

describe.each(engines)('past papers on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  it('lists papers by year, region and level', async () => {
    const all = await call<{
      list: Array<Record<string, unknown>>;
      total: number;
      regions: string[];
    }>('POST', 'historyPaper/page', {});
    expect(all.data.total).toBe(2);
    expect(all.data.regions).toEqual(['全国', '江苏']);
    expect(all.data.list[0]).toMatchObject({
      id: bank.paper,
      year: 2023,
      examType: '国考',
      examinationLevel: '地市级',
      questionCount: 5,
      locked: false,
    });
    expect(all.data.list[1]).toMatchObject({ id: bank.vipPaper, vipOnly: true, locked: true });
    const jiangsu = await call<{ total: number }>('POST', 'historyPaper/page', {
      region: '江苏',
      year: 2022,
    });
    expect(jiangsu.data.total).toBe(1);
    const none = await call<{ total: number }>('POST', 'historyPaper/page', {
      examinationLevel: '副省级',
    });
    expect(none.data.total).toBe(0);
    const levels = await call<unknown[]>('GET', 'historyPaper/examinationLevelList', undefined);
    expect(levels.data).toEqual([
      { examType: '国考', name: '地市级' },
      { examType: '省考', name: 'A类' },
    ]);
    const years = await call<unknown[]>('GET', 'homePage/yearList', undefined);
    expect(years.data).toEqual([
      { year: 2023, paperCount: 1 },
      { year: 2022, paperCount: 1 },
    ]);
    expect(await call('POST', 'historyPaper/page', { year: 1800 })).toMatchObject({
      status: 400,
      msg: '年份不正确',
    });
  });

  it('resumes a paper with its answers after a reload, pauses and continues the clock', async () => {
    const learner = await createLearner(t.app.db);
    const first = await call<PaperSession>(
      'GET',
      'historyPaper/paperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    expect(first.data.exercise).toMatchObject({
      kind: 'paper',
      timeLimitSeconds: null,
      questionCount: 5,
    });
    const exerciseId = first.data.exercise.id;
    const composite = first.data.questions.find((q) => q.id === bank.paperComposite)!;
    await call(
      'POST',
      'historyPaper/submitAnswer',
      {
        exerciseId,
        answers: [{ questionId: bank.paperQ[0], answer: 'A', timeSpent: 20 }],
      },
      learner.token,
    );
    const batch = await call(
      'POST',
      'historyPaper/batchSubmitAnswer',
      {
        businessId: exerciseId,
        questionClassified: 1,
        questionId: bank.paperComposite,
        webAnswerDTOList: composite.sonQuestion.map((son) => ({
          questionId: son.id,
          answer: 'D',
          url: [],
        })),
      },
      learner.token,
    );
    expect(batch).toMatchObject({ code: 200, data: { saved: 2, answeredCount: 3 } });
    const wrongParent = await call(
      'POST',
      'historyPaper/batchSubmitAnswer',
      {
        businessId: exerciseId,
        questionClassified: 1,
        questionId: bank.paperComposite,
        webAnswerDTOList: [{ questionId: bank.paperQ[1], answer: 'B' }],
      },
      learner.token,
    );
    expect(wrongParent).toMatchObject({ status: 400, msg: '小题不属于该材料题' });

    // A reload asks again: the same attempt, with every saved answer.
    const again = await call<PaperSession>(
      'GET',
      'historyPaper/paperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    expect(again.data.exercise.id).toBe(exerciseId);
    expect(again.data.userAnswers.map((a) => [a.questionId, a.answer])).toEqual(
      expect.arrayContaining([
        [bank.paperQ[0], 'A'],
        [composite.sonQuestion[0]!.id, 'D'],
        [composite.sonQuestion[1]!.id, 'D'],
      ]),
    );

    const paused = await call(
      'POST',
      'historyPaper/submitAnswer',
      { exerciseId, action: 'pause' },
      learner.token,
    );
    expect(paused).toMatchObject({ msg: '已暂停，可随时继续', data: { status: 'paused' } });
    const status = await call<Record<string, unknown>>(
      'GET',
      'historyPaper/paperDoStatus',
      { paperId: bank.paper },
      learner.token,
    );
    expect(status.data).toMatchObject({
      doStatus: 1,
      practice: { exerciseId, status: 'paused', answeredCount: 3 },
      mock: null,
    });
    // A paused clock does not run.
    await t.app.db
      .updateTable('qb_exercise')
      .set({ elapsed_seconds: 100 })
      .where('id', '=', exerciseId)
      .execute();
    const frozen = await call<PaperSession>(
      'POST',
      'userExerciseLog/getExerciseQuestion',
      { exerciseId },
      learner.token,
    );
    expect(frozen.data.exercise).toMatchObject({ status: 'doing', elapsedSeconds: 100 });

    const done = await call<{ report: Record<string, unknown> }>(
      'POST',
      'historyPaper/submitAnswer',
      { exerciseId, action: 'handIn' },
      learner.token,
    );
    expect(done.data.report).toMatchObject({
      correctCount: 2,
      score: 1.8,
      totalScore: 4.4,
      kind: 'paper',
    });
    const after = await call<Record<string, unknown>>(
      'GET',
      'historyPaper/paperDoStatus',
      { paperId: bank.paper },
      learner.token,
    );
    expect(after.data).toMatchObject({
      doStatus: 2,
      practice: null,
      lastResult: { exerciseId, score: 1.8 },
    });
  });

  it('hands a timed mock in at the limit and takes nothing after its grace', async () => {
    const learner = await createLearner(t.app.db);
    const mock = await call<PaperSession>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    expect(mock.data.exercise).toMatchObject({ kind: 'mock', timeLimitSeconds: 60 });
    expect(mock.data.exercise.remainingSeconds).toBeGreaterThan(55);
    const exerciseId = mock.data.exercise.id;
    await call(
      'POST',
      'historyPaper/submitAnswer',
      { exerciseId, answers: [{ questionId: bank.paperQ[0], answer: 'A' }] },
      learner.token,
    );

    // Ten seconds over the limit: still within the grace, the answer counts, then it is handed in.
    const resumedAt = new Date(Date.now() - 70_000).toISOString();
    await t.app.db
      .updateTable('qb_exercise')
      .set({ resumed_at: resumedAt, elapsed_seconds: 0 })
      .where('id', '=', exerciseId)
      .execute();
    const inGrace = await call<{
      timeUp: boolean;
      status: string;
      report: Record<string, unknown>;
    }>(
      'POST',
      'historyPaper/submitAnswer',
      {
        exerciseId,
        answers: [{ questionId: bank.paperQ[1], answer: 'B' }],
      },
      learner.token,
    );
    expect(inGrace.data).toMatchObject({ timeUp: true, status: 'submitted', saved: 1 });
    expect(inGrace.data.report).toMatchObject({ correctCount: 2, elapsedSeconds: 60 });

    // A second mock left alone past its time is handed in when it is next opened.
    const second = await call<PaperSession>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    expect(second.data.exercise.id).not.toBe(exerciseId);
    await t.app.db
      .updateTable('qb_exercise')
      .set({ resumed_at: new Date(Date.now() - 600_000).toISOString() })
      .where('id', '=', second.data.exercise.id)
      .execute();
    const late = await call<{ timeUp: boolean; saved: number; status: string }>(
      'POST',
      'historyPaper/submitAnswer',
      {
        exerciseId: second.data.exercise.id,
        answers: [{ questionId: bank.paperQ[0], answer: 'A' }],
      },
      learner.token,
    );
    expect(late.data).toMatchObject({ timeUp: true, saved: 0, status: 'submitted' });
  });

  it("hands a mock in by the clock when the screen's clock reaches zero, only if ours agrees", async () => {
    const learner = await createLearner(t.app.db);
    const mock = await call<PaperSession>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    const exerciseId = mock.data.exercise.id;
    const setElapsed = (seconds: number) =>
      t.app.db
        .updateTable('qb_exercise')
        .set({
          resumed_at: new Date(Date.now() - seconds * 1000).toISOString(),
          elapsed_seconds: 0,
        })
        .where('id', '=', exerciseId)
        .execute();
    const timeUp = (answer: string) =>
      call<{ status: string; remainingSeconds: number; saved: number }>(
        'POST',
        'historyPaper/submitAnswer',
        { exerciseId, action: 'timeUp', answers: [{ questionId: bank.paperQ[0], answer }] },
        learner.token,
      );

    // A screen that ran 30 s ahead: the answer is kept, the attempt goes on.
    await setElapsed(30);
    const early = await timeUp('A');
    expect(early.data).toMatchObject({ status: 'doing', saved: 1 });
    expect(early.data.remainingSeconds).toBeGreaterThan(20);

    // Two seconds before our limit: handed in, and by the clock rather than by the learner.
    await setElapsed(58);
    const atZero = await timeUp('B');
    expect(atZero.data).toMatchObject({ status: 'submitted', saved: 1 });
    const row = await t.app.db
      .selectFrom('qb_exercise')
      .select(['status', 'submit_type'])
      .where('id', '=', exerciseId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'submitted', submit_type: 'auto' });
  });

  it('keeps a timed mock running when the learner leaves it', async () => {
    const learner = await createLearner(t.app.db);
    const mock = await call<PaperSession>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    const exerciseId = mock.data.exercise.id;
    await t.app.db
      .updateTable('qb_exercise')
      .set({ resumed_at: new Date(Date.now() - 20_000).toISOString(), elapsed_seconds: 0 })
      .where('id', '=', exerciseId)
      .execute();
    const left = await call<{ saved: number; status: string }>(
      'POST',
      'historyPaper/submitAnswer',
      { exerciseId, action: 'pause', answers: [{ questionId: bank.paperQ[0], answer: 'A' }] },
      learner.token,
    );
    expect(left.data).toMatchObject({ saved: 1, status: 'doing' });
    const again = await call<PaperSession>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    expect(again.data.exercise.id).toBe(exerciseId);
    expect(again.data.exercise.remainingSeconds).toBeLessThanOrEqual(41);
  });
});
