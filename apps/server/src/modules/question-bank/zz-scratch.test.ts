import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLearner, createTestBank, type TestBank } from './question-bank.fixture.ts';
import { learningClient } from './question-bank.test-helpers.ts';
import { findExercise } from './exercise.repository.ts';
import { loadPracticeSession } from './exercise-start.ts';
import { loadViewer } from './rights.ts';

describe('scratch', () => {
  let t: TestApp; let bank: TestBank; let call: ReturnType<typeof learningClient>;
  beforeAll(async () => { t = await createTestApp('sqlite'); bank = await createTestBank(t.app.db); call = learningClient(t.app); });
  afterAll(() => t.close());

  it('stale resume un-submits a handed-in attempt', async () => {
    const l = await createLearner(t.app.db);
    const s = await call<any>('GET', 'historyPaper/paperQuestions', { paperId: bank.paper }, l.token);
    const exerciseId = s.data.exercise.id;
    await call('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'pause' }, l.token);
    const stale = (await findExercise(t.app.db, exerciseId))!;
    const h = await call<any>('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'handIn' }, l.token);
    console.log('first handIn', h.data.status, h.data.report.score);
    await loadPracticeSession(t.app, await loadViewer(t.app.db, l.id), stale);
    const after = (await findExercise(t.app.db, exerciseId))!;
    console.log('status after stale resume', after.status);
    const keys = await call<any>('POST', 'userAnswerLog/getQuestionAnswer', { questionIds: bank.paperQ }, l.token);
    const answers = keys.data.flatMap((q: any) => [q, ...q.sonQuestion]).filter((q: any) => q.answerList).map((q: any) => ({ questionId: q.id, answer: q.answerList }));
    const h2 = await call<any>('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'handIn', answers }, l.token);
    console.log('second handIn', h2.status, h2.msg, h2.data?.report?.score);
    const uq = await t.app.db.selectFrom('qb_user_question').select(['question_id','attempts']).where('user_id','=',l.id).execute();
    console.log(uq);
  });

  it('real concurrency', async () => {
    let bad = 0;
    for (let i = 0; i < 30; i++) {
      const l = await createLearner(t.app.db);
      const s = await call<any>('GET', 'historyPaper/paperQuestions', { paperId: bank.paper }, l.token);
      const exerciseId = s.data.exercise.id;
      await call('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'pause' }, l.token);
      await Promise.all([
        call('POST', 'userExerciseLog/getExerciseQuestion', { exerciseId }, l.token),
        call('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'handIn' }, l.token),
      ]);
      const e = (await findExercise(t.app.db, exerciseId))!;
      if (e.status !== 'submitted') bad++;
    }
    console.log('reopened after concurrent resume+handIn:', bad, '/ 30');
  });

  it('mock pause', async () => {
    const l = await createLearner(t.app.db);
    const m = await call<any>('GET', 'historyPaper/mockPaperQuestions', { paperId: bank.paper }, l.token);
    const exerciseId = m.data.exercise.id;
    await call('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'pause' }, l.token);
    await new Promise((r) => setTimeout(r, 2500));
    const r = await call<any>('POST', 'historyPaper/submitAnswer', { exerciseId, action: 'pause', answers: [{ questionId: bank.paperQ[0], answer: 'A' }] }, l.token);
    console.log('mock after 2.5s paused thinking + answer:', r.data.status, r.data.saved, r.data.remainingSeconds);
  });
});
