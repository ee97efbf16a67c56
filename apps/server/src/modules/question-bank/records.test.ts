import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { learningClient } from '../../../test/learning-client.ts';

interface Session {
  exercise: { id: number; status: string; kind: string };
}

interface Records {
  total: number;
  list: Array<{ exerciseId: number; kind: string; status: string; elapsedSeconds: number }>;
}

describe.each(engines)('practice records (做题记录) on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const records = async (token: string) => {
    const res = await call<Records>(
      'POST',
      'v2/userExerciseLog/exerciseLog',
      { page: 1, size: 20 },
      token,
    );
    expect(res.code).toBe(200);
    return res.data;
  };

  /** Sets an attempt's clock as if it had been running for `seconds`. */
  const runFor = (exerciseId: number, seconds: number) =>
    t.app.db
      .updateTable('qb_exercise')
      .set({ resumed_at: new Date(Date.now() - seconds * 1000).toISOString(), elapsed_seconds: 0 })
      .where('id', '=', exerciseId)
      .execute();

  it('keeps a handed-in paper one record when its screen opens the attempt again', async () => {
    const learner = await createLearner(t.app.db);
    const opened = await call<Session>(
      'GET',
      'historyPaper/paperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    const exerciseId = opened.data.exercise.id;
    const handIn = await call(
      'POST',
      'historyPaper/submitAnswer',
      {
        exerciseId,
        action: 'handIn',
        answers: [{ questionId: bank.paperQ[0], answer: 'A' }],
      },
      learner.token,
    );
    expect(handIn).toMatchObject({ code: 200, data: { status: 'submitted' } });

    // What the practice screen asks when it fetches again after the hand-in.
    const again = await call<Session>(
      'POST',
      'userExerciseLog/getExerciseQuestion',
      { exerciseId },
      learner.token,
    );
    expect(again.data.exercise).toMatchObject({ id: exerciseId, status: 'submitted' });

    const list = await records(learner.token);
    expect(list.total).toBe(1);
    expect(list.list).toMatchObject([{ exerciseId, kind: 'paper', status: 'submitted' }]);
    const open = await call<Records>(
      'POST',
      'v2/userExerciseLog/exerciseLog',
      { page: 1, size: 20, status: 'open' },
      learner.token,
    );
    expect(open.data.total).toBe(0);
  });

  it('lists a mock whose time ran out unattended as handed in, its time stopped at the limit', async () => {
    const learner = await createLearner(t.app.db);
    const mock = await call<Session>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    const exerciseId = mock.data.exercise.id;
    await call(
      'POST',
      'historyPaper/submitAnswer',
      { exerciseId, answers: [{ questionId: bank.paperQ[0], answer: 'A' }] },
      learner.token,
    );

    // Within the grace after the 60 s limit a last save may be on its way: still open.
    await runFor(exerciseId, 75);
    expect((await records(learner.token)).list).toMatchObject([{ exerciseId, status: 'doing' }]);

    // The tab was closed ten minutes ago: handed in, and the time no longer grows.
    await runFor(exerciseId, 600);
    const list = await records(learner.token);
    expect(list.total).toBe(1);
    expect(list.list).toMatchObject([
      { exerciseId, kind: 'mock', status: 'submitted', elapsedSeconds: 60 },
    ]);
    const status = await call<{ doStatus: number; mock: unknown; lastResult: unknown }>(
      'GET',
      'historyPaper/paperDoStatus',
      { paperId: bank.paper },
      learner.token,
    );
    expect(status.data).toMatchObject({
      doStatus: 2,
      mock: null,
      lastResult: { exerciseId, kind: 'mock', correctCount: 1 },
    });
    const totals = await call<{ exerciseCount: number; totalSeconds: number }>(
      'POST',
      'v2/userExerciseLog/exerciseTotalLog',
      {},
      learner.token,
    );
    expect(totals.data).toMatchObject({ exerciseCount: 1, totalSeconds: 60 });
  });

  it('hands in an overdue mock seen first on its paper page', async () => {
    const learner = await createLearner(t.app.db);
    const mock = await call<Session>(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: bank.paper },
      learner.token,
    );
    await runFor(mock.data.exercise.id, 3600);
    const status = await call<{ doStatus: number; mock: unknown }>(
      'GET',
      'historyPaper/paperDoStatus',
      { paperId: bank.paper },
      learner.token,
    );
    expect(status.data).toMatchObject({ doStatus: 2, mock: null });
  });
});
