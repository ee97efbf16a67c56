import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type { ApplyMockExam, LogMockExamLeave } from '@shangan/shared/contracts/mock-exams';
import type {
  CatalogueNode,
  CatalogueTreeNode,
  GetBankHome,
  PracticeSession,
  PracticeTotals,
  Question,
  SubmitResult,
} from '@shangan/shared/contracts/question-bank';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { settleDue } from './sweeper.ts';
import {
  createContestBank,
  createContestFixture,
  type ContestBank,
  type ContestFixture,
} from './mock-exams.fixture.ts';
import { MOCK_MSG } from './messages.ts';

/**
 * What an attack on a running contest tried, and what it must not learn: the right and wrong of
 * a contest's questions through the practice statistics, the catalogue's counts or the error
 * book's practice; a question's particulars outside the candidate's attempt; applying with
 * another exam's position; and more page-leave events than the cap by sending them at once.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const EMBARGOED_TEXT = '本题为模考大赛试题，考试结束后开放';

describe.each(engines)('mock contest leaks on %s', (engine) => {
  let t: TestApp;
  let bank: ContestBank;
  let call: ReturnType<typeof learningClient>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createContestBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const clockAt = (ms: number) => {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };
  const ctx = () => ({ db: t.app.db, engine: t.app.dbEngine, config: t.app.config });

  const apply = (token: string, body: Record<string, unknown>) =>
    call<DataOf<typeof ApplyMockExam>>('POST', 'mockExam/applyMockExam', body, token);
  const start = (token: string, id: number) =>
    call<PracticeSession>(
      'POST',
      'mockExam/mockExamStaged',
      { mockExamId: id, stage: 'xingce' },
      token,
    );
  const submit = (token: string, body: Record<string, unknown>) =>
    call<SubmitResult>('POST', 'historyPaper/submitAnswer', body, token);

  async function applied(f: ContestFixture) {
    const learner = await createLearner(t.app.db);
    const reply = await apply(learner.token, { mockExamId: f.contestId });
    expect(reply.code, reply.msg).toBe(200);
    return learner;
  }

  /** Everything a learner's statistics say about right and wrong, from every endpoint. */
  async function statistics(token: string) {
    const totals = await call<PracticeTotals>(
      'POST',
      'v2/userExerciseLog/exerciseTotalLog',
      {},
      token,
    );
    expect(totals.code, totals.msg).toBe(200);
    const tree = await call<CatalogueTreeNode[]>(
      'GET',
      'homePage/tree',
      { subjectId: bank.subjectId },
      token,
    );
    expect(tree.code, tree.msg).toBe(200);
    const modules = await call<CatalogueNode[]>(
      'POST',
      'v2/catalogue/getCatalogueList',
      { subjectId: bank.subjectId },
      token,
    );
    expect(modules.code, modules.msg).toBe(200);
    const home = await call<DataOf<typeof GetBankHome>>('POST', 'homePage/getAll', {}, token);
    expect(home.code, home.msg).toBe(200);
    const subject = home.data.subjects.find((row) => row.id === bank.subjectId)!;
    const book = await call<{ total: number; masteredCount: number }>(
      'POST',
      'v2/userExerciseLog/errorQuestionLog',
      {},
      token,
    );
    const nodeCounts = (nodes: CatalogueNode[]) =>
      Object.fromEntries(nodes.map((node) => [node.name, [node.doneCount, node.correctCount]]));
    return {
      totals: {
        doneCount: totals.data.doneCount,
        answerCount: totals.data.answerCount,
        correctCount: totals.data.correctCount,
        accuracy: totals.data.accuracy,
        errorCount: totals.data.errorCount,
      },
      homeTotals: {
        correctCount: home.data.totals?.correctCount,
        errorCount: home.data.totals?.errorCount,
      },
      tree: nodeCounts(tree.data.flatMap((node) => [node, ...node.children])),
      modules: nodeCounts(modules.data),
      subject: [subject.doneCount, subject.correctCount],
      book: [book.data.total, book.data.masteredCount],
    };
  }

  const leafIdsOf = (session: PracticeSession) =>
    session.questions.flatMap((question) =>
      question.sonQuestion.length > 0 ? question.sonQuestion.map((sub) => sub.id) : [question.id],
    );

  /** Gets the three ordinary questions wrong: older entries of the error book. */
  async function missOrdinary(token: string) {
    const drawn = await call<PracticeSession>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.commonPoint, count: 3, mode: 'random' },
      token,
    );
    expect(drawn.code, drawn.msg).toBe(200);
    expect(leafIdsOf(drawn.data).sort()).toEqual([...bank.ordinary].sort());
    const handed = await submit(token, {
      exerciseId: drawn.data.exercise.id,
      answers: bank.ordinary.map((questionId) => ({ questionId, answer: 'D' })),
      action: 'handIn',
    });
    expect(handed.data.status).toBe('submitted');
  }

  it('counts no right or wrong of a contest not over in statistics, catalogue or error book', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    // Three throw-away accounts answer every question A, B and C (no shuffling: as stored),
    // after getting the same ordinary questions wrong as a fourth who sits no contest.
    const accounts = [];
    for (const letter of ['A', 'B', 'C']) accounts.push({ letter, ...(await applied(f)) });
    const bystander = await createLearner(t.app.db);
    for (const person of [...accounts, bystander]) await missOrdinary(person.token);
    clockAt(base + MINUTE);
    for (const account of accounts) {
      const session = await start(account.token, f.contestId);
      expect(session.code, session.msg).toBe(200);
      const handed = await submit(account.token, {
        exerciseId: session.data.exercise.id,
        answers: f.leaves.map((leaf) => ({ questionId: leaf.id, answer: account.letter })),
        action: 'handIn',
      });
      expect(handed.data).toMatchObject({ status: 'submitted', report: null });
    }

    // Nothing tells the accounts apart, nor from someone who never sat the contest.
    const baseline = await statistics(bystander.token);
    for (const account of accounts) expect(await statistics(account.token)).toEqual(baseline);
    expect(baseline.totals).toEqual({
      doneCount: 3,
      answerCount: 3,
      correctCount: 0,
      accuracy: 0,
      errorCount: 3,
    });
    // The error book's practice draws the ordinary questions only, all three of them: a batch
    // cut short by the contest's (newer) wrong answers would count them.
    const contestLeaves = new Set(f.leaves.map((leaf) => leaf.id));
    for (const account of accounts) {
      const again = await call<PracticeSession>(
        'POST',
        'v2/userExerciseLog/errorQuestionPractice',
        { subjectId: bank.subjectId, count: 5 },
        account.token,
      );
      expect(again.code, again.msg).toBe(200);
      expect(leafIdsOf(again.data).sort()).toEqual([...bank.ordinary].sort());
      await submit(account.token, { exerciseId: again.data.exercise.id, action: 'handIn' });
    }

    // Over: the statistics count them. Keys A C A AC D B — A is right twice, B and C once.
    clockAt(f.endAt + 32_000);
    await settleDue(ctx(), Date.now());
    const after = [];
    for (const account of accounts) after.push(await statistics(account.token));
    expect(after.map((stats) => stats.totals)).toEqual([
      { doneCount: 9, answerCount: 9, correctCount: 2, accuracy: 22.2, errorCount: 7 },
      { doneCount: 9, answerCount: 9, correctCount: 1, accuracy: 11.1, errorCount: 8 },
      { doneCount: 9, answerCount: 9, correctCount: 1, accuracy: 11.1, errorCount: 8 },
    ]);
    // 常识判断 holds the contest's question and, below it, the three ordinary ones.
    expect(after[0]!.tree['常识判断']).toEqual([4, 1]);
    expect(after[1]!.tree['常识判断']).toEqual([4, 0]);
    expect(after[0]!.modules['数量关系']).toEqual([1, 1]);
    expect(after[2]!.modules['言语理解与表达']).toEqual([1, 1]);
    expect(after[0]!.subject).toEqual([9, 2]);
    expect(after[0]!.book).toEqual([7, 0]);
    const drawn = await call<PracticeSession>(
      'POST',
      'v2/userExerciseLog/errorQuestionPractice',
      { subjectId: bank.subjectId, count: 10 },
      accounts[0]!.token,
    );
    expect(drawn.code, drawn.msg).toBe(200);
    expect(leafIdsOf(drawn.data).some((id) => contestLeaves.has(id))).toBe(true);
  });

  it('shows a contest question outside the attempt without its point, difficulty, score or source', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    await t.app.db
      .updateTable('qb_question')
      .set({ source: '模考测试大赛第1题' })
      .where('id', 'in', f.questionIds)
      .execute();
    const candidate = await applied(f);
    const outsider = await createLearner(t.app.db);
    clockAt(base + MINUTE);
    const session = await start(candidate.token, f.contestId);
    // The candidate's own attempt shows the question as it is.
    const own = session.data.questions.find((question) => question.id === f.leaves[0]!.id)!;
    expect(own).toMatchObject({
      score: 20,
      source: '模考测试大赛第1题',
      knowledgePoint: { id: bank.modules['常识判断'] },
    });
    expect(own.difficulty).toBeGreaterThan(0);
    await submit(candidate.token, { exerciseId: session.data.exercise.id, action: 'handIn' });

    const blank = {
      context: EMBARGOED_TEXT,
      questionOptionList: [],
      answerSize: 0,
      difficulty: 0,
      score: 0,
      wordsNum: null,
      knowledgePoint: null,
      source: '',
      locked: true,
      lockedReason: 'exam',
    };
    const material = f.leaves[4]!.parentId!;
    for (const token of [candidate.token, outsider.token]) {
      const answers = await call<Question[]>(
        'POST',
        'userAnswerLog/getQuestionAnswer',
        { questionIds: [f.leaves[0]!.id, material] },
        token,
      );
      expect(answers.code, answers.msg).toBe(200);
      const flat = answers.data.flatMap((question) => [question, ...question.sonQuestion]);
      expect(flat).toHaveLength(4);
      for (const question of flat) expect(question).toMatchObject(blank);
      expect(answers.data[1]!.materialContext).toEqual([]);
      for (const id of [f.leaves[0]!.id, material]) {
        const view = await call<Question>(
          'GET',
          'favorites/questionView',
          { questionId: id },
          token,
        );
        expect(view.code, view.msg).toBe(200);
        expect(view.data).toMatchObject(blank);
        for (const sub of view.data.sonQuestion) expect(sub).toMatchObject(blank);
      }
    }

    // Over: the candidate sees it whole, with its key.
    clockAt(f.endAt + 32_000);
    const after = await call<Question[]>(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: [f.leaves[0]!.id] },
      candidate.token,
    );
    expect(after.data[0]).toMatchObject({
      answer: 'A',
      score: 20,
      source: '模考测试大赛第1题',
      knowledgePoint: { id: bank.modules['常识判断'] },
    });
  });

  it('takes a position of the contest’s own exam only, changing nothing otherwise', async () => {
    const base = Date.now() + 2 * HOUR;
    const national = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    const jiangsu = await createContestFixture(t.app.db, bank, {
      startAt: base,
      minutes: 60,
      examType: '省考',
      region: '江苏',
    });
    clockAt(base - HOUR);
    const learner = await createLearner(t.app.db);
    const applications = async (contestId: number) =>
      t.app.db
        .selectFrom('mock_exam_application')
        .select(['position_id', 'province'])
        .where('mock_exam_id', '=', contestId)
        .execute();

    const provincialForNational = await apply(learner.token, {
      mockExamId: national.contestId,
      positionId: bank.positions.jiangsuProvincial,
    });
    expect(provincialForNational).toMatchObject({ code: 400, msg: MOCK_MSG.positionOfOtherExam });
    const nationalForProvincial = await apply(learner.token, {
      mockExamId: jiangsu.contestId,
      positionId: bank.positions.nanjing,
    });
    expect(nationalForProvincial).toMatchObject({ code: 400, msg: MOCK_MSG.positionOfOtherExam });
    const otherProvince = await apply(learner.token, {
      mockExamId: jiangsu.contestId,
      positionId: bank.positions.zhejiangProvincial,
    });
    expect(otherProvince).toMatchObject({ code: 400, msg: MOCK_MSG.positionOfOtherExam });
    expect(await applications(national.contestId)).toEqual([]);
    expect(await applications(jiangsu.contestId)).toEqual([]);

    const right = await apply(learner.token, {
      mockExamId: jiangsu.contestId,
      positionId: bank.positions.jiangsuProvincial,
    });
    expect(right.code, right.msg).toBe(200);
    expect(right.data.application).toMatchObject({
      position: { id: bank.positions.jiangsuProvincial },
      province: '江苏省',
    });
    const nationalRight = await apply(learner.token, {
      mockExamId: national.contestId,
      positionId: bank.positions.nanjing,
    });
    expect(nationalRight.code, nationalRight.msg).toBe(200);
    expect(await applications(national.contestId)).toEqual([
      { position_id: bank.positions.nanjing, province: '江苏省' },
    ]);
  });

  it('records at most five page-leave events of a burst sent all at once', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const candidate = await applied(f);
    clockAt(base + MINUTE);
    const session = await start(candidate.token, f.contestId);
    expect(session.code, session.msg).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call<DataOf<typeof LogMockExamLeave>>(
          'POST',
          'mockExam/leaveLog',
          { mockExamId: f.contestId, stage: 'xingce', event: index % 2 ? 'visible' : 'hidden' },
          candidate.token,
        ),
      ),
    );
    for (const reply of replies) expect(reply.code, reply.msg).toBe(200);
    const rows = await t.app.db
      .selectFrom('mock_exam_leave_log')
      .select('id')
      .where('exercise_id', '=', session.data.exercise.id)
      .execute();
    expect(rows).toHaveLength(5);
    expect(replies.filter((reply) => reply.data.recorded)).toHaveLength(5);
  });
});
