import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { learningClient } from '../../../test/learning-client.ts';

interface Groups {
  total: number;
  masteredCount: number;
  removeStreak: number;
  groups: Array<{ knowledgePointId: number; name: string; count: number }>;
}

describe.each(engines)('error book and favourites on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  it('collects wrong answers by knowledge point; two right in a row take one out', async () => {
    const learner = await createLearner(t.app.db);
    const session = await call<{ exercise: { id: number } }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.verbal, count: 20 },
      learner.token,
    );
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      {
        exerciseId: session.data.exercise.id,
        action: 'handIn',
        answers: [
          { questionId: bank.q.single, answer: 'A' },
          { questionId: bank.q.fillIn, answer: ['13', '33'] },
          { questionId: bank.q.sequencing, answer: '1,2,3,4,5' },
          { questionId: bank.q.trueFalse, answer: 'A' },
        ],
      },
      learner.token,
    );

    const log = await call<Groups>(
      'POST',
      'v2/userExerciseLog/errorQuestionLog',
      {},
      learner.token,
    );
    expect(log.data).toMatchObject({ total: 3, masteredCount: 0, removeStreak: 2 });
    expect(log.data.groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          knowledgePointId: bank.catalogues.blanks,
          name: '逻辑填空',
          count: 2,
        }),
        expect.objectContaining({
          knowledgePointId: bank.catalogues.reading,
          name: '片段阅读',
          count: 1,
        }),
      ]),
    );
    const info = await call<{ list: Array<Record<string, unknown>>; total: number }>(
      'POST',
      'v2/userExerciseLog/errorQuestionInfo',
      { knowledgePointId: bank.catalogues.blanks },
      learner.token,
    );
    expect(info.data.total).toBe(2);
    expect(info.data.list.find((entry) => entry.questionId === bank.q.fillIn)).toMatchObject({
      wrongCount: 1,
      rightStreak: 0,
      lastAnswer: '13；33',
      question: { id: bank.q.fillIn, answer: '13；34' },
    });

    // Practise the 逻辑填空 group again, right twice: the questions leave the book.
    for (const round of [1, 2]) {
      const batch = await call<{ exercise: { id: number; questionCount: number } }>(
        'POST',
        'v2/userExerciseLog/errorQuestionPractice',
        { knowledgePointId: bank.catalogues.blanks },
        learner.token,
      );
      expect(batch.data.exercise.questionCount).toBe(2);
      await call(
        'POST',
        'v2/catalogue/submitAnswer',
        {
          exerciseId: batch.data.exercise.id,
          action: 'handIn',
          answers: [
            { questionId: bank.q.single, answer: 'B' },
            { questionId: bank.q.fillIn, answer: ['13', '34'] },
          ],
        },
        learner.token,
      );
      const after = await call<Groups>(
        'POST',
        'v2/userExerciseLog/errorQuestionLog',
        {},
        learner.token,
      );
      expect(after.data.total).toBe(round === 1 ? 3 : 1);
      expect(after.data.masteredCount).toBe(round === 1 ? 0 : 2);
    }
    expect(
      await call(
        'POST',
        'v2/userExerciseLog/errorQuestionPractice',
        { knowledgePointId: bank.catalogues.blanks },
        learner.token,
      ),
    ).toMatchObject({
      status: 400,
      msg: '错题本里没有需要重练的题目',
    });
  });

  it('starts the streak again after a wrong answer, and takes a mastered question back in', async () => {
    const learner = await createLearner(t.app.db);
    const answerSingle = async (answer: string) => {
      const session = await call<{ exercise: { id: number } }>(
        'POST',
        'v2/catalogue/getCatalogueQuestion',
        { catalogueId: bank.catalogues.blanks, count: 20 },
        learner.token,
      );
      await call(
        'POST',
        'v2/catalogue/submitAnswer',
        {
          exerciseId: session.data.exercise.id,
          action: 'handIn',
          answers: [{ questionId: bank.q.single, answer }],
        },
        learner.token,
      );
      const row = await t.app.db
        .selectFrom('qb_error_question')
        .selectAll()
        .where('user_id', '=', learner.id)
        .where('question_id', '=', bank.q.single)
        .executeTakeFirst();
      return row
        ? { streak: row.right_streak, inBook: row.removed_at === null, wrong: row.wrong_count }
        : null;
    };
    expect(await answerSingle('B')).toBeNull();
    expect(await answerSingle('A')).toEqual({ streak: 0, inBook: true, wrong: 1 });
    expect(await answerSingle('B')).toEqual({ streak: 1, inBook: true, wrong: 1 });
    expect(await answerSingle('D')).toEqual({ streak: 0, inBook: true, wrong: 2 });
    expect(await answerSingle('B')).toEqual({ streak: 1, inBook: true, wrong: 2 });
    expect(await answerSingle('B')).toEqual({ streak: 2, inBook: false, wrong: 2 });
    expect(await answerSingle('C')).toEqual({ streak: 0, inBook: true, wrong: 3 });
  });

  it('stars, lists, views and unstars questions', async () => {
    const learner = await createLearner(t.app.db);
    expect(
      await call('POST', 'favorites/star', { questionId: bank.q.multiple }, learner.token),
    ).toMatchObject({ msg: '收藏成功', data: { isStarred: true } });
    await call('POST', 'favorites/star', { questionId: bank.q.multiple }, learner.token);
    await call('POST', 'favorites/star', { questionId: bank.q.composite }, learner.token);
    const list = await call<{ list: Array<Record<string, unknown>>; total: number }>(
      'POST',
      'favorites/favoritesList',
      { page: 1, size: 10 },
      learner.token,
    );
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((item) => item.questionId).sort()).toEqual(
      [bank.q.multiple, bank.q.composite].sort(),
    );
    expect(list.data.list.find((item) => item.questionId === bank.q.multiple)).toMatchObject({
      questionTypeCode: 'multiple_choose',
      summary: '下列词语使用正确的有：',
      subjectName: '行测',
      knowledgePoint: { name: '逻辑填空' },
    });
    const view = await call<Record<string, unknown>>(
      'GET',
      'favorites/questionView',
      { questionId: bank.q.composite },
      learner.token,
    );
    expect(view.data).toMatchObject({
      id: bank.q.composite,
      questionTypeCode: 'composite',
      isStarred: true,
    });
    expect(view.data.sonQuestion).toHaveLength(2);
    const session = await call<{ questions: Array<{ id: number; isStarred: boolean }> }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.blanks, count: 20 },
      learner.token,
    );
    expect(session.data.questions.find((q) => q.id === bank.q.multiple)?.isStarred).toBe(true);

    expect(
      await call('POST', 'favorites/cancelStar', { questionId: bank.q.multiple }, learner.token),
    ).toMatchObject({ msg: '已取消收藏', data: { isStarred: false } });
    const after = await call<{ total: number }>(
      'POST',
      'favorites/favoritesList',
      {},
      learner.token,
    );
    expect(after.data.total).toBe(1);
    expect(
      await call('POST', 'favorites/star', { questionId: 999999 }, learner.token),
    ).toMatchObject({ status: 404, msg: '题目不存在或已下架' });
    expect(
      await call('POST', 'favorites/star', { questionId: 'abc' }, learner.token),
    ).toMatchObject({ status: 400, msg: '题目编号不正确' });
  });

  it('counts practice in the totals and lists records', async () => {
    const learner = await createLearner(t.app.db);
    const session = await call<{ exercise: { id: number } }>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.blanks, count: 20 },
      learner.token,
    );
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      {
        exerciseId: session.data.exercise.id,
        action: 'handIn',
        answers: [
          { questionId: bank.q.single, answer: 'B' },
          { questionId: bank.q.multiple, answer: 'A' },
        ],
      },
      learner.token,
    );
    await call('GET', 'historyPaper/paperQuestions', { paperId: bank.paper }, learner.token);
    const totals = await call('POST', 'v2/userExerciseLog/exerciseTotalLog', {}, learner.token);
    expect(totals.data).toMatchObject({
      exerciseCount: 1,
      doneCount: 2,
      correctCount: 1,
      accuracy: 50,
      errorCount: 1,
      todayCount: 2,
    });
    const records = await call<{ list: Array<Record<string, unknown>>; total: number }>(
      'POST',
      'v2/userExerciseLog/exerciseLog',
      {},
      learner.token,
    );
    expect(records.data.total).toBe(2);
    expect(records.data.list[0]).toMatchObject({ kind: 'paper', status: 'doing', score: null });
    expect(records.data.list[1]).toMatchObject({
      kind: 'catalogue',
      status: 'submitted',
      correctCount: 1,
      accuracy: 20,
    });
    const open = await call<{ total: number }>(
      'POST',
      'v2/userExerciseLog/exerciseLog',
      { status: 'open' },
      learner.token,
    );
    expect(open.data.total).toBe(1);
  });
});
