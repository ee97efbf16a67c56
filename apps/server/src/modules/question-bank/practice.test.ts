import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { leaksKeyOf, questionObjects } from './question-bank.test-helpers.ts';
import { learningClient } from '../../../test/learning-client.ts';

interface Session {
  exercise: { id: number; status: string; questionCount: number; answeredCount: number };
  questions: Array<{
    id: number;
    questionTypeCode: string;
    sonQuestion: Array<{ id: number }>;
    materialContext: Array<{ content: string }>;
    context: string;
  }>;
  userAnswers: Array<{
    questionId: number;
    answer: string;
    answerList: string[];
    isCorrect?: unknown;
  }>;
}

describe.each(engines)('question bank practice on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const startSection = async (token: string, catalogueId = bank.catalogues.verbal, count = 20) => {
    const res = await call<Session>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId, count },
      token,
    );
    expect(res.code).toBe(200);
    return res.data;
  };

  it('lists the catalogue with question counts and the learner’s progress', async () => {
    const res = await call<Array<Record<string, unknown>>>('GET', 'homePage/tree', {
      subjectId: bank.subjectId,
    });
    expect(res.code).toBe(200);
    const verbal = res.data.find((node) => node.id === bank.catalogues.verbal);
    // 6 standalone questions, 2 sub-questions, 3 + 2 paper questions and the composite's.
    expect(verbal).toMatchObject({ name: '言语理解与表达', locked: false, doneCount: 0 });
    expect(Number(verbal?.questionCount)).toBeGreaterThanOrEqual(8);
    const vip = res.data.find((node) => node.id === bank.catalogues.vipModule);
    expect(vip).toMatchObject({ vipOnly: true, locked: true });
  });

  it('sends practice questions without keys or analyses, and sanitized rich text', async () => {
    const learner = await createLearner(t.app.db);
    const session = await startSection(learner.token);
    expect(session.exercise.status).toBe('doing');
    const all = questionObjects(session);
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const question of all) {
      expect(question).not.toHaveProperty('answer');
      expect(question).not.toHaveProperty('answerList');
      expect(question).not.toHaveProperty('analysisList');
    }
    const single = session.questions.find((question) => question.id === bank.q.single);
    expect(single?.context).not.toContain('<script');
    const composite = session.questions.find((question) => question.id === bank.q.composite);
    expect(composite?.sonQuestion).toHaveLength(2);
    expect(composite?.materialContext).toHaveLength(2);
    expect(composite?.materialContext[1]?.content).not.toContain('javascript:');
  });

  it('grades every type at hand-in and reports score, accuracy, points and rank', async () => {
    const learner = await createLearner(t.app.db);
    const session = await startSection(learner.token);
    const [son1, son2] = session.questions.find((q) => q.id === bank.q.composite)!.sonQuestion;
    const exerciseId = session.exercise.id;
    const save = await call(
      'POST',
      'v2/catalogue/submitAnswer',
      {
        exerciseId,
        answers: [
          { questionId: bank.q.single, answer: ' b ', timeSpent: 12 },
          { questionId: bank.q.trueFalse, answer: 'B', timeSpent: 5 },
          { questionId: bank.q.multiple, answer: 'DBAA', timeSpent: 30 },
          { questionId: bank.q.fillIn, answer: [' 13 ', '34'], timeSpent: 40 },
          { questionId: bank.q.sequencing, answer: '3, 1,,2,5,4', timeSpent: 25 },
          { questionId: son1!.id, answer: 'A' },
          { questionId: son2!.id, answer: 'B' },
        ],
        currentIndex: 3,
      },
      learner.token,
    );
    expect(save).toMatchObject({ code: 200, data: { saved: 7, status: 'doing', report: null } });
    // Saving reveals nothing about right or wrong.
    expect(JSON.stringify(save.data)).not.toMatch(/isCorrect|correct/i);

    const check = await call(
      'POST',
      'v2/catalogue/getCatalogueQuestionHandInCheck',
      { exerciseId },
      learner.token,
    );
    expect(check.data).toMatchObject({
      answeredCount: 7,
      unansweredIds: [bank.q.nonDirectional],
      tip: '还有1道题未作答，确定要交卷吗？',
    });

    const handIn = await call<{ report: Record<string, unknown> }>(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId, action: 'handIn' },
      learner.token,
    );
    expect(handIn.msg).toBe('交卷成功');
    const report = handIn.data.report;
    expect(report).toMatchObject({
      questionCount: 8,
      answeredCount: 7,
      correctCount: 5,
      wrongCount: 2,
      unansweredCount: 1,
      score: 5,
      totalScore: 8,
      accuracy: 62.5,
      rank: 1,
      rankTotal: 1,
    });
    const points = report.knowledgePoints as Array<Record<string, unknown>>;
    expect(points).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '逻辑填空', total: 5, correct: 3, accuracy: 60 }),
        expect.objectContaining({ name: '片段阅读', total: 3, correct: 2 }),
      ]),
    );
    const card = report.answerCard as Array<Record<string, unknown>>;
    expect(card.find((item) => item.questionId === bank.q.single)).toMatchObject({
      result: 'correct',
      timeSpent: 12,
    });
    expect(card.find((item) => item.questionId === bank.q.trueFalse)?.result).toBe('wrong');

    // A second learner doing better ranks first; the first one is now second of two.
    const other = await createLearner(t.app.db);
    const second = await startSection(other.token);
    const [o1, o2] = second.questions.find((q) => q.id === bank.q.composite)!.sonQuestion;
    const otherDone = await call<{ report: Record<string, unknown> }>(
      'POST',
      'v2/catalogue/submitAnswer',
      {
        exerciseId: second.exercise.id,
        action: 'handIn',
        answers: [
          { questionId: bank.q.single, answer: 'B' },
          { questionId: bank.q.trueFalse, answer: 'A' },
          { questionId: bank.q.multiple, answer: 'ABD' },
          { questionId: bank.q.nonDirectional, answer: 'C' },
          { questionId: bank.q.fillIn, answer: ['13', '34'] },
          { questionId: bank.q.sequencing, answer: '3,1,2,5,4' },
          { questionId: o1!.id, answer: 'A' },
          { questionId: o2!.id, answer: 'CB' },
        ],
      },
      other.token,
    );
    expect(otherDone.data.report).toMatchObject({
      correctCount: 8,
      accuracy: 100,
      rank: 1,
      rankTotal: 2,
      beatPercent: 100,
    });
    const again = await call(
      'POST',
      'v2/userExerciseLog/exerciseReport',
      { exerciseId },
      learner.token,
    );
    expect(again.data).toMatchObject({ rank: 2, rankTotal: 2, beatPercent: 0 });

    // The review now shows keys, analyses and my answers with right or wrong.
    const review = await call<{ questions: unknown[]; userAnswers: Session['userAnswers'] }>(
      'POST',
      'v2/userExerciseLog/getExerciseQuestionUserAnswer',
      { exerciseId },
      learner.token,
    );
    const reviewed = questionObjects(review.data.questions);
    const single = reviewed.find((q) => q.id === bank.q.single);
    expect(single).toMatchObject({ answer: 'B', answerList: ['B'] });
    const analyses = single?.analysisList as Array<Record<string, unknown>>;
    expect(analyses.map((a) => a.type)).toEqual(['text', 'video', 'audio']);
    expect(analyses[1]?.analysis).toBe(String(bank.media.video));
    expect(String(analyses[2]?.analysis)).toMatch(
      /^\/gxw-web-student\/media\/\d+\?expires=\d+&sign=[0-9a-f]{64}$/,
    );
    expect(reviewed.find((q) => q.id === bank.q.fillIn)).toMatchObject({
      answer: '13；34',
      answerList: ['13', '34'],
    });
    expect(review.data.userAnswers.find((a) => a.questionId === bank.q.multiple)).toMatchObject({
      answer: 'ABD',
      isCorrect: 1,
    });
    expect(review.data.userAnswers.find((a) => a.questionId === bank.q.sequencing)).toMatchObject({
      answer: '3,1,2,5,4',
      isCorrect: 1,
    });
    expect(
      review.data.userAnswers.find((a) => a.questionId === bank.q.nonDirectional),
    ).toMatchObject({ answer: '', isCorrect: null });

    // Handed in means final.
    const late = await call(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId, answers: [{ questionId: bank.q.trueFalse, answer: 'A' }] },
      learner.token,
    );
    expect(late).toMatchObject({ status: 400, msg: '本次练习已交卷，答案不能再修改' });

    // Progress shows on the tree.
    const tree = await call<Array<Record<string, unknown>>>(
      'GET',
      'homePage/tree',
      { subjectId: bank.subjectId },
      learner.token,
    );
    expect(tree.data.find((node) => node.id === bank.catalogues.verbal)).toMatchObject({
      doneCount: 7,
      correctCount: 5,
    });
  });

  it('refuses a bad answer with a clear message and keeps the earlier ones', async () => {
    const learner = await createLearner(t.app.db);
    const session = await startSection(learner.token);
    const exerciseId = session.exercise.id;
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId, answers: [{ questionId: bank.q.single, answer: 'A' }] },
      learner.token,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ questionId: bank.q.single, answer: 'E' }, '选项 E 不存在'],
      [{ questionId: bank.q.single, answer: 'AB' }, '单选题只能选择一个选项'],
      [{ questionId: bank.q.fillIn, answer: ['1', '2', '3'] }, '本题只有 2 个空'],
      [{ questionId: bank.q.sequencing, answer: '三,一' }, '排序题请填写以逗号分隔的序号'],
      [{ questionId: bank.paperQ[0], answer: 'A' }, '题目不属于本次练习'],
    ];
    for (const [bad, msg] of cases) {
      const res = await call(
        'POST',
        'v2/catalogue/submitAnswer',
        {
          exerciseId,
          answers: [{ questionId: bank.q.multiple, answer: 'AB' }, bad],
        },
        learner.token,
      );
      expect(res).toMatchObject({ status: 400, code: 400, msg });
    }
    const schemaError = await call(
      'POST',
      'v2/catalogue/submitAnswer',
      { exerciseId, answers: [{ questionId: 0, answer: 'A' }] },
      learner.token,
    );
    expect(schemaError).toMatchObject({ status: 400, msg: '题目编号不正确' });
    const saved = await call<Session['userAnswers']>(
      'POST',
      'userExerciseLog/getExerciseQuestionUserAnswer',
      { exerciseId },
      learner.token,
    );
    expect(saved.data).toEqual([
      expect.objectContaining({ questionId: bank.q.single, answer: 'A' }),
    ]);
    expect(saved.data[0]).not.toHaveProperty('isCorrect');
  });

  it('keeps every answer exactly once when saves of one attempt race', async () => {
    const learner = await createLearner(t.app.db);
    const session = await startSection(learner.token);
    const exerciseId = session.exercise.id;
    const letters = ['A', 'B', 'C', 'D'];
    const requests = Array.from({ length: 24 }, (_, i) =>
      call(
        'POST',
        'v2/catalogue/submitAnswer',
        {
          exerciseId,
          answers: [
            { questionId: bank.q.single, answer: letters[i % 4] },
            { questionId: i % 2 ? bank.q.multiple : bank.q.nonDirectional, answer: letters[i % 4] },
            { questionId: bank.q.fillIn, answer: [String(i), '34'] },
          ],
        },
        learner.token,
      ),
    );
    const results = await Promise.all(requests);
    expect(results.every((res) => res.code === 200)).toBe(true);
    const rows = await t.app.db
      .selectFrom('qb_answer')
      .select(['question_id'])
      .where('exercise_id', '=', exerciseId)
      .execute();
    expect(rows.map((row) => row.question_id).sort()).toEqual(
      [bank.q.single, bank.q.multiple, bank.q.nonDirectional, bank.q.fillIn].sort(),
    );

    // A hand-in racing more saves: each save either lands before it or is refused after it.
    const race = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call(
          'POST',
          'v2/catalogue/submitAnswer',
          { exerciseId, answers: [{ questionId: bank.q.trueFalse, answer: 'A' }] },
          learner.token,
        ),
      ),
      call('POST', 'v2/catalogue/submitAnswer', { exerciseId, action: 'handIn' }, learner.token),
    ]);
    expect(
      race.every((res) => res.code === 200 || res.msg === '本次练习已交卷，答案不能再修改'),
    ).toBe(true);
    const all = await t.app.db
      .selectFrom('qb_answer')
      .select(['question_id'])
      .where('exercise_id', '=', exerciseId)
      .execute();
    expect(all).toHaveLength(session.exercise.questionCount);
  });

  it('continues an unfinished practice where it was left', async () => {
    const learner = await createLearner(t.app.db);
    const session = await startSection(learner.token);
    await call(
      'POST',
      'v2/catalogue/submitAnswer',
      {
        exerciseId: session.exercise.id,
        answers: [{ questionId: bank.q.fillIn, answer: ['13', ''] }],
        currentIndex: 4,
      },
      learner.token,
    );
    const home = await call<{ lastExercise: Record<string, unknown> }>(
      'POST',
      'homePage/getAll',
      {},
      learner.token,
    );
    expect(home.data.lastExercise).toMatchObject({
      exerciseId: session.exercise.id,
      answeredCount: 1,
      status: 'doing',
    });
    const resumed = await call<Session & { exercise: { currentIndex: number } }>(
      'POST',
      'v2/homePage/getUserCatalogueQuestion',
      {},
      learner.token,
    );
    expect(resumed.data.exercise).toMatchObject({ id: session.exercise.id, currentIndex: 4 });
    expect(resumed.data.userAnswers).toEqual([
      expect.objectContaining({
        questionId: bank.q.fillIn,
        answer: '13；',
        answerList: ['13', ''],
      }),
    ]);
    expect(leaksKeyOf(resumed.data, bank.q.fillIn)).toBe(false);
  });

  it('hides another learner’s attempt', async () => {
    const owner = await createLearner(t.app.db);
    const stranger = await createLearner(t.app.db);
    const session = await startSection(owner.token);
    for (const path of [
      'userExerciseLog/getExerciseQuestion',
      'v2/userExerciseLog/getExerciseQuestionUserAnswer',
      'v2/catalogue/submitAnswer',
    ]) {
      const res = await call('POST', path, { exerciseId: session.exercise.id }, stranger.token);
      expect(res).toMatchObject({ status: 404, msg: '练习不存在或已被删除' });
    }
    expect(
      await call('POST', 'v2/catalogue/getCatalogueQuestion', {
        catalogueId: bank.catalogues.verbal,
      }),
    ).toMatchObject({ status: 401 });
  });
});
