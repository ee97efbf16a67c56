import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  ApplyMockExam,
  GetMockExamExplain,
  GetMockExamResult,
  ListMockExams,
  ListMyMockExams,
  LogMockExamLeave,
  SetMockPushSetting,
} from '@shangan/shared/contracts/mock-exams';
import type {
  PracticeSession,
  Question,
  SubmitResult,
} from '@shangan/shared/contracts/question-bank';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { contestEmbargo } from './contest-hooks.ts';
import { settleDue } from './sweeper.ts';
import {
  createContestBank,
  createContestFixture,
  type ContestBank,
  type ContestFixture,
} from './mock-exams.fixture.ts';
import { MOCK_MSG } from './messages.ts';

type Explain = DataOf<typeof GetMockExamExplain>;
type Result = DataOf<typeof GetMockExamResult>;

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe.each(engines)('mock contests on %s', (engine) => {
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

  /** Moves the server's clock (every time it reads goes through Date). */
  const clockAt = (ms: number) => {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };
  const ctx = () => ({ db: t.app.db, engine: t.app.dbEngine, config: t.app.config });

  const explain = (id: number, token?: string) =>
    call<Explain>('POST', 'mockExam/getMockExamExplain', { mockExamId: id }, token);
  const apply = (token: string, body: Record<string, unknown>) =>
    call<DataOf<typeof ApplyMockExam>>('POST', 'mockExam/applyMockExam', body, token);
  const start = (token: string, id: number, stage = 'xingce') =>
    call<PracticeSession>('POST', 'mockExam/mockExamStaged', { mockExamId: id, stage }, token);
  const practice = (token: string, id: number, stage = 'xingce') =>
    call<PracticeSession>('POST', 'mockExam/mockExamPractice', { mockExamId: id, stage }, token);
  const submit = (token: string, body: Record<string, unknown>) =>
    call<SubmitResult>('POST', 'historyPaper/submitAnswer', body, token);
  const result = (token: string, id: number, exerciseId?: number) =>
    call<Result>(
      'POST',
      'mockExam/getMockExamExercise',
      { mockExamId: id, ...(exerciseId ? { exerciseId } : {}) },
      token,
    );
  const leave = (token: string, body: Record<string, unknown>) =>
    call<DataOf<typeof LogMockExamLeave>>('POST', 'mockExam/leaveLog', body, token);

  /** The answers that are all right, in the letters this session shows. */
  const rightAnswers = (session: PracticeSession, f: ContestFixture) => {
    const shown = new Map<number, Question['questionOptionList']>();
    for (const question of session.questions) {
      shown.set(question.id, question.questionOptionList);
      for (const sub of question.sonQuestion) shown.set(sub.id, sub.questionOptionList);
    }
    return f.leaves.map((leaf) => {
      const options = shown.get(leaf.id)!;
      const letters = [...leaf.key].map(
        (original) =>
          options.find((option) => option.content === leaf.options[original.charCodeAt(0) - 65])!
            .optionHead,
      );
      return { questionId: leaf.id, answer: letters.sort().join('') };
    });
  };
  const leafOrder = (session: PracticeSession) =>
    session.questions.flatMap((question) =>
      question.sonQuestion.length > 0 ? question.sonQuestion.map((sub) => sub.id) : [question.id],
    );

  async function applied(f: ContestFixture, body: Record<string, unknown> = {}) {
    const learner = await createLearner(t.app.db);
    const reply = await apply(learner.token, { mockExamId: f.contestId, ...body });
    expect(reply.code, reply.msg).toBe(200);
    return learner;
  }

  it('lists a contest and explains it to a visitor, on the server’s clock', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 120 });
    clockAt(base - HOUR);
    const detail = await explain(f.contestId);
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({
      id: f.contestId,
      state: 'applying',
      stateName: '报名中',
      examType: '国考',
      questionCount: 6,
      totalMinutes: 120,
      applicantCount: 0,
      applied: false,
      lateEntryMinutes: 30,
      now: new Date(base - HOUR).toISOString(),
      myApplication: null,
      myAttempts: [],
      mayApply: false,
      applyBlockedReason: '请先登录后报名',
      mayStart: false,
      practiceOpen: false,
      resultsPublished: false,
    });
    expect(detail.data.stageList).toEqual([
      expect.objectContaining({
        stage: 'xingce',
        name: '行测',
        paperId: f.paperId,
        questionCount: 6,
        totalScore: 100,
        minutes: 120,
        lateEntryAt: new Date(base + 30 * MINUTE).toISOString(),
      }),
    ]);
    const page = await call<DataOf<typeof ListMockExams>>('POST', 'mockExam/page', {
      state: 'applying',
      examType: '国考',
      size: 50,
    });
    expect(page.data.list.map((item) => item.id)).toContain(f.contestId);
    const running = await call<DataOf<typeof ListMockExams>>('POST', 'mockExam/page', {
      state: 'running',
      size: 50,
    });
    expect(running.data.list.map((item) => item.id)).not.toContain(f.contestId);

    // The paper is the contest's: never among past papers, not opened as one.
    const papers = await call<{ list: Array<{ id: number }> }>('POST', 'historyPaper/page', {
      size: 50,
    });
    expect(papers.data.list.map((paper) => paper.id)).not.toContain(f.paperId);
    const learner = await createLearner(t.app.db);
    const asPaper = await call(
      'GET',
      'historyPaper/paperQuestions',
      { paperId: f.paperId },
      learner.token,
    );
    expect(asPaper.code).toBe(400);
    const preview = await call(
      'GET',
      'historyPaper/paperPreview',
      { paperId: f.paperId },
      learner.token,
    );
    expect(preview.code).toBe(404);
  });

  it('applies once, with a position or a province, and refuses bad input changing nothing', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 120 });
    clockAt(base - HOUR);
    const learner = await createLearner(t.app.db);
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('mock_exam_application')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('mock_exam_id', '=', f.contestId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const badPosition = await apply(learner.token, {
      mockExamId: f.contestId,
      positionId: 999_999,
    });
    expect(badPosition).toMatchObject({ code: 400, msg: MOCK_MSG.positionNotFound });
    const badProvince = await apply(learner.token, { mockExamId: f.contestId, province: '火星' });
    expect(badProvince).toMatchObject({ code: 400, msg: MOCK_MSG.badProvince });
    const badId = await apply(learner.token, { mockExamId: 0 });
    expect(badId).toMatchObject({ code: 400, msg: '模考编号不正确' });
    const unknown = await apply(learner.token, { mockExamId: 999_999 });
    expect(unknown).toMatchObject({ code: 404, msg: MOCK_MSG.notFound });
    const visitor = await call('POST', 'mockExam/applyMockExam', { mockExamId: f.contestId });
    expect(visitor.code).toBe(401);
    expect(await count()).toBe(0);

    // Ten at once: one application.
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        apply(learner.token, { mockExamId: f.contestId, positionId: bank.positions.nanjing }),
      ),
    );
    expect(replies.every((reply) => reply.code === 200)).toBe(true);
    expect(replies.filter((reply) => reply.data.newlyApplied)).toHaveLength(1);
    expect(await count()).toBe(1);
    expect(replies[0]!.data.application).toMatchObject({
      province: '江苏省',
      position: {
        id: bank.positions.nanjing,
        name: '一级行政执法员',
        location: '江苏省南京市玄武区',
      },
      reminderEnabled: false,
    });

    const other = await createLearner(t.app.db);
    const byProvince = await apply(other.token, { mockExamId: f.contestId, province: '浙江' });
    expect(byProvince.data.application).toMatchObject({ province: '浙江省', position: null });
    expect(byProvince.data.applicantCount).toBe(2);

    const detail = await explain(f.contestId, learner.token);
    expect(detail.data).toMatchObject({
      applied: true,
      mayApply: false,
      applyBlockedReason: '你已报名本场模考',
      mayStart: false,
      myApplication: { province: '江苏省' },
    });
    expect(detail.data.startBlockedReason).toContain('行测考试尚未开始');

    // Applying stays open until the late-entry cutoff, then closes.
    clockAt(base + 29 * MINUTE);
    const late = await createLearner(t.app.db);
    expect((await apply(late.token, { mockExamId: f.contestId })).code).toBe(200);
    clockAt(base + 31 * MINUTE);
    const tooLate = await createLearner(t.app.db);
    const refused = await apply(tooLate.token, { mockExamId: f.contestId });
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('报名已截止');
    expect(await count()).toBe(3);
  });

  it('opens a stage only to applicants between its start and the late-entry cutoff', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 120 });
    clockAt(base - HOUR);
    const candidate = await applied(f);
    const late = await applied(f);
    const stranger = await createLearner(t.app.db);

    const early = await start(candidate.token, f.contestId);
    expect(early.code).toBe(400);
    expect(early.msg).toContain('行测考试尚未开始');

    clockAt(base + 10 * MINUTE);
    const notApplied = await start(stranger.token, f.contestId);
    expect(notApplied).toMatchObject({ code: 400, msg: '请先报名本场模考' });
    const badStage = await start(candidate.token, f.contestId, 'mianshi');
    expect(badStage).toMatchObject({ code: 400, msg: '考试科目只能是行测或申论' });
    const noEssay = await start(candidate.token, f.contestId, 'shenlun');
    expect(noEssay).toMatchObject({ code: 400, msg: MOCK_MSG.noSuchStage });

    // Two tabs at once open one attempt, whose clock ends with the stage.
    const [first, second] = await Promise.all([
      start(candidate.token, f.contestId),
      start(candidate.token, f.contestId),
    ]);
    expect(first.code, first.msg).toBe(200);
    expect(second.data.exercise.id).toBe(first.data.exercise.id);
    expect(first.data.exercise).toMatchObject({
      kind: 'contest',
      status: 'doing',
      questionCount: 6,
      timeLimitSeconds: 110 * 60,
      paperId: f.paperId,
    });
    expect(first.data.questions.every((question) => question.answer === undefined)).toBe(true);
    const entries = await t.app.db
      .selectFrom('mock_exam_entry')
      .selectAll()
      .where('mock_exam_id', '=', f.contestId)
      .execute();
    expect(entries).toHaveLength(1);

    // The late entrant is refused after the cutoff; the one inside may come back.
    clockAt(base + 31 * MINUTE);
    const refused = await start(late.token, f.contestId);
    expect(refused).toMatchObject({ code: 400, msg: '开考已超过30分钟，不能再进入行测考试' });
    const back = await start(candidate.token, f.contestId);
    expect(back.data.exercise.id).toBe(first.data.exercise.id);
    expect(back.data.exercise.remainingSeconds).toBe(89 * 60);

    // No pause: leaving keeps the clock running.
    const paused = await submit(candidate.token, {
      exerciseId: first.data.exercise.id,
      action: 'pause',
    });
    expect(paused.data.status).toBe('doing');

    clockAt(f.endAt + MINUTE);
    const after = await start(candidate.token, f.contestId);
    expect(after.code).toBe(400);
  });

  it('keeps keys, analyses, stems and results back until the contest is over', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const early = await applied(f, { positionId: bank.positions.nanjing });
    const sitting = await applied(f, { positionId: bank.positions.nanjing });
    const outsider = await createLearner(t.app.db);
    clockAt(base + MINUTE);
    const session = await start(early.token, f.contestId);
    const other = await start(sitting.token, f.contestId);
    expect(other.code).toBe(200);
    // One right, one wrong (as shown), the rest unanswered; then handed in by the candidate.
    const answers = rightAnswers(session.data, f);
    const wrongLetter = answers[1]!.answer === 'A' ? 'B' : 'A';
    const handed = await submit(early.token, {
      exerciseId: session.data.exercise.id,
      answers: [answers[0], { questionId: answers[1]!.questionId, answer: wrongLetter }],
      action: 'handIn',
    });
    expect(handed.data).toMatchObject({ status: 'submitted', report: null });
    const row = await t.app.db
      .selectFrom('qb_exercise')
      .select(['submit_type', 'score_tenths'])
      .where('id', '=', session.data.exercise.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ submit_type: 'direct', score_tenths: 200 });

    const leafIds = f.leaves.map((leaf) => leaf.id);
    const withheld = '模考大赛结束后才能查看成绩、报告与解析';
    for (const token of [early.token, sitting.token, outsider.token]) {
      const keys = await call<Question[]>(
        'POST',
        'userAnswerLog/getQuestionAnswer',
        { questionIds: f.questionIds },
        token,
      );
      expect(keys.code).toBe(200);
      const flat = keys.data.flatMap((question) => [question, ...question.sonQuestion]);
      expect(flat.some((question) => question.answer !== undefined)).toBe(false);
      expect(flat.some((question) => question.analysisList !== undefined)).toBe(false);
      const view = await call<Question>(
        'GET',
        'favorites/questionView',
        { questionId: leafIds[0] },
        token,
      );
      expect(view.data).toMatchObject({
        locked: true,
        lockedReason: 'exam',
        questionOptionList: [],
      });
      expect(view.data.context).not.toContain('根本政治制度');
      expect(view.data.answer).toBeUndefined();
      const star = await call('POST', 'favorites/star', { questionId: leafIds[0] }, token);
      expect(star.code).toBe(400);
    }
    const report = await call(
      'POST',
      'v2/userExerciseLog/exerciseReport',
      { exerciseId: session.data.exercise.id },
      early.token,
    );
    expect(report).toMatchObject({ code: 400, msg: withheld });
    const review = await call(
      'POST',
      'v2/userExerciseLog/getExerciseQuestionUserAnswer',
      { exerciseId: session.data.exercise.id },
      early.token,
    );
    expect(review).toMatchObject({ code: 400, msg: withheld });
    const reopened = await call<PracticeSession>(
      'POST',
      'userExerciseLog/getExerciseQuestion',
      { exerciseId: session.data.exercise.id },
      early.token,
    );
    expect(reopened.data.userAnswers.every((answer) => answer.isCorrect === undefined)).toBe(true);
    const log = await call<{ list: Array<{ exerciseId: number; score: number | null }> }>(
      'POST',
      'v2/userExerciseLog/exerciseLog',
      { kind: 'contest' },
      early.token,
    );
    expect(log.data.list.find((item) => item.exerciseId === session.data.exercise.id)?.score).toBe(
      null,
    );
    // The wrong answer waits outside the error book.
    const book = await call<{ total: number }>(
      'POST',
      'v2/userExerciseLog/errorQuestionLog',
      { subjectId: bank.subjectId },
      early.token,
    );
    expect(book.data.total).toBe(0);
    // Practice never draws them.
    for (let round = 0; round < 3; round++) {
      const drawn = await call<PracticeSession>(
        'POST',
        'v2/catalogue/getCatalogueQuestion',
        { catalogueId: bank.modules['常识判断'], count: 10, mode: 'random' },
        outsider.token,
      );
      expect(drawn.code, drawn.msg).toBe(200);
      expect(leafOrder(drawn.data).some((id) => leafIds.includes(id))).toBe(false);
      await submit(outsider.token, { exerciseId: drawn.data.exercise.id, action: 'handIn' });
    }
    const pendingResult = await result(early.token, f.contestId);
    expect(pendingResult.data).toMatchObject({ resultsPublished: false, result: null });
    expect(pendingResult.data.pendingReason).toContain('成绩将在模考结束后公布');
    expect(pendingResult.data.myAttempts[0]).toMatchObject({
      status: 'submitted',
      submitType: 'direct',
    });

    // Over (end + the grace for a last save): the other attempt is handed in by the clock,
    // results are computed and the keys are out.
    clockAt(f.endAt + 32_000);
    await settleDue(ctx(), Date.now());
    const auto = await t.app.db
      .selectFrom('qb_exercise')
      .select(['status', 'submit_type'])
      .where('id', '=', other.data.exercise.id)
      .executeTakeFirstOrThrow();
    expect(auto).toEqual({ status: 'submitted', submit_type: 'auto' });
    const keys = await call<Question[]>(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: [leafIds[0]] },
      early.token,
    );
    expect(keys.data[0]).toMatchObject({ answer: 'A' });
    const after = await call(
      'POST',
      'v2/userExerciseLog/exerciseReport',
      {
        exerciseId: session.data.exercise.id,
      },
      early.token,
    );
    expect(after.code).toBe(200);
    const outsiderKeys = await call<Question[]>(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: [leafIds[0]] },
      outsider.token,
    );
    // Someone who never sat it still gets no key (they handed nothing in).
    expect(outsiderKeys.data[0]?.answer).toBeUndefined();
    expect(outsiderKeys.data[0]?.context).toContain('根本政治制度');

    const mine = await result(early.token, f.contestId);
    expect(mine.data.result).toMatchObject({
      attemptKind: 'contest',
      score: 20,
      correctCount: 1,
      submitType: 'direct',
      overall: { name: '全国', rank: 1, total: 2, beatPercent: 100 },
      province: { name: '江苏省', rank: 1, total: 2 },
      position: { rank: 1, total: 2 },
      cohort: { count: 2, average: 10, top: 20 },
    });
    expect(mine.data.result!.distribution).toHaveLength(10);
    expect(mine.data.result!.distribution[0]).toMatchObject({
      from: 0,
      to: 10,
      count: 1,
      mine: false,
    });
    expect(mine.data.result!.distribution[2]).toMatchObject({
      from: 20,
      to: 30,
      count: 1,
      mine: true,
    });
    expect(mine.data.result!.modules.find((module) => module.name === '常识判断')).toMatchObject({
      questionCount: 1,
      myCorrect: 1,
      myAccuracy: 100,
      cohortAccuracy: 50,
    });
    expect(mine.data.result!.questions[0]).toMatchObject({
      questionId: leafIds[0],
      result: 'correct',
      cohortCorrectRate: 50,
    });
    expect(mine.data.result!.questions[1]).toMatchObject({ result: 'wrong', cohortCorrectRate: 0 });
    expect(mine.data.result!.estimate.method).toContain('估分方法');
    expect(mine.data.result!.estimate.low).toBeLessThanOrEqual(mine.data.result!.estimate.score);
  });

  it('ranks ties equally and keeps past-contest practice out of the cohort', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const people = [
      await applied(f, { positionId: bank.positions.nanjing }),
      await applied(f, { positionId: bank.positions.nanjing }),
      await applied(f, { positionId: bank.positions.hangzhou }),
      await applied(f, { province: '江苏' }),
    ];
    clockAt(base + MINUTE);
    // Right answers: 2, 1, 1, 0 questions of 20 points each → 40, 20, 20, 0.
    const rights = [2, 1, 1, 0];
    for (const [index, person] of people.entries()) {
      const session = await start(person.token, f.contestId);
      const answers = rightAnswers(session.data, f).slice(0, 2).slice(0, rights[index]);
      const reply = await submit(person.token, {
        exerciseId: session.data.exercise.id,
        answers,
        action: 'handIn',
      });
      expect(reply.code, reply.msg).toBe(200);
    }
    clockAt(f.endAt + 32_000);
    const results = await Promise.all(people.map((person) => result(person.token, f.contestId)));
    const overall = results.map((reply) => reply.data.result!.overall.rank);
    expect(overall).toEqual([1, 2, 2, 4]);
    expect(results[1]!.data.result!.province).toMatchObject({ name: '江苏省', rank: 2, total: 3 });
    expect(results[2]!.data.result!.province).toMatchObject({ name: '浙江省', rank: 1, total: 1 });
    expect(results[3]!.data.result!.province).toMatchObject({ name: '江苏省', rank: 3, total: 3 });
    expect(results[3]!.data.result!.position).toBeNull();
    expect(results[0]!.data.result!.position).toMatchObject({ rank: 1, total: 2 });

    // A practice afterwards: placed where its score falls, the cohort unchanged.
    const cohortBefore = await t.app.db
      .selectFrom('mock_exam_result')
      .selectAll()
      .where('mock_exam_id', '=', f.contestId)
      .orderBy('user_id')
      .execute();
    const latecomer = await createLearner(t.app.db);
    const notYet = await result(latecomer.token, f.contestId);
    expect(notYet.data).toMatchObject({ applied: false, result: null });
    const session = await practice(latecomer.token, f.contestId);
    expect(session.code, session.msg).toBe(200);
    expect(session.data.exercise).toMatchObject({ kind: 'contest', timeLimitSeconds: 3600 });
    const again = await practice(latecomer.token, f.contestId);
    expect(again.data.exercise.id).toBe(session.data.exercise.id);
    const answers = rightAnswers(session.data, f).slice(0, 1);
    await submit(latecomer.token, {
      exerciseId: session.data.exercise.id,
      answers,
      action: 'handIn',
    });
    const placed = await result(latecomer.token, f.contestId, session.data.exercise.id);
    expect(placed.data.result).toMatchObject({
      attemptKind: 'practice',
      score: 20,
      // One more candidate: the field is 5, beating 1 of the 4 who sat it.
      overall: { rank: 2, total: 5, beatPercent: 25 },
      province: null,
      position: null,
    });
    expect(placed.data.practiceAttempts[0]).toMatchObject({
      exerciseId: session.data.exercise.id,
      status: 'submitted',
      score: 20,
    });
    const cohortAfter = await t.app.db
      .selectFrom('mock_exam_result')
      .selectAll()
      .where('mock_exam_id', '=', f.contestId)
      .orderBy('user_id')
      .execute();
    expect(cohortAfter).toEqual(cohortBefore);
    const foreign = await result(latecomer.token, f.contestId, people[0]!.id);
    expect(foreign).toMatchObject({ code: 404, msg: MOCK_MSG.practiceNotFound });

    const mine = await call<DataOf<typeof ListMyMockExams>>(
      'POST',
      'mockExam/userApplyMockExamList',
      { state: 'ended' },
      people[0]!.token,
    );
    expect(mine.data.list.find((item) => item.id === f.contestId)).toMatchObject({
      attemptStatus: 'submitted',
      score: 40,
      totalScore: 100,
      rank: 1,
      rankTotal: 4,
    });
  });

  it('places a practice below the whole cohort as one more candidate', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const people = [await applied(f), await applied(f)];
    clockAt(base + MINUTE);
    for (const person of people) {
      const session = await start(person.token, f.contestId);
      const reply = await submit(person.token, {
        exerciseId: session.data.exercise.id,
        answers: rightAnswers(session.data, f).slice(0, 1),
        action: 'handIn',
      });
      expect(reply.code, reply.msg).toBe(200);
    }
    clockAt(f.endAt + 32_000);
    const latecomer = await createLearner(t.app.db);
    const session = await practice(latecomer.token, f.contestId);
    expect(session.code, session.msg).toBe(200);
    await submit(latecomer.token, { exerciseId: session.data.exercise.id, action: 'handIn' });
    const placed = await result(latecomer.token, f.contestId, session.data.exercise.id);
    // Last of 2 + itself: 第 3 名 / 共 3 人, never 第 3 名 / 共 2 人; it beats none of them.
    expect(placed.data.result).toMatchObject({
      attemptKind: 'practice',
      score: 0,
      overall: { name: '全国', rank: 3, total: 3, beatPercent: 0 },
    });
  });

  it('ranks contest attempts by score in the bank’s report, as the contest result does', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const [low, high] = [await applied(f), await applied(f)];
    clockAt(base + MINUTE);
    // One question right each: the 10-point one against a 20-point one, same accuracy.
    const picks = [
      { person: low!, leaf: f.leaves[2]! },
      { person: high!, leaf: f.leaves[0]! },
    ];
    const ids: number[] = [];
    for (const { person, leaf } of picks) {
      const session = await start(person.token, f.contestId);
      ids.push(session.data.exercise.id);
      const answers = rightAnswers(session.data, f).filter((a) => a.questionId === leaf.id);
      const reply = await submit(person.token, {
        exerciseId: session.data.exercise.id,
        answers,
        action: 'handIn',
      });
      expect(reply.code, reply.msg).toBe(200);
    }
    clockAt(f.endAt + 32_000);
    const reports = await Promise.all(
      picks.map(({ person }, index) =>
        call<{ rank: number; rankTotal: number; score: number }>(
          'POST',
          'v2/userExerciseLog/exerciseReport',
          { exerciseId: ids[index] },
          person.token,
        ),
      ),
    );
    expect(reports.map((reply) => reply.code)).toEqual([200, 200]);
    expect(reports.map((reply) => [reply.data.rank, reply.data.rankTotal])).toEqual([
      [2, 2],
      [1, 2],
    ]);
    const contest = await Promise.all(picks.map(({ person }) => result(person.token, f.contestId)));
    expect(contest.map((reply) => reply.data.result!.overall.rank)).toEqual([2, 1]);
  });

  it('keeps the embargo and the open attempts until after the last save the bank takes', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const [early, idle] = [await applied(f), await applied(f)];
    // Begun 999 ms into a second: the whole-second limit runs out 1 ms before the end, and the
    // bank takes saves while the whole seconds over it are at most the grace: until end + 31 s.
    clockAt(base + MINUTE + 999);
    const session = await start(early!.token, f.contestId);
    const idleSession = await start(idle!.token, f.contestId);
    expect(session.data.exercise.timeLimitSeconds).toBe(59 * 60 - 1);
    const held = async (at: number) =>
      (await contestEmbargo.embargoedPapers(t.app.db, at)).includes(f.paperId);

    clockAt(f.endAt + 30_998);
    expect(await held(Date.now())).toBe(true);
    const late = await submit(early!.token, {
      exerciseId: session.data.exercise.id,
      answers: rightAnswers(session.data, f).slice(0, 1),
    });
    expect(late.data).toMatchObject({ saved: 1, timeUp: true, status: 'submitted' });
    // Handed in, yet the key waits: someone else could still be saving.
    const key = await call<Question[]>(
      'POST',
      'userAnswerLog/getQuestionAnswer',
      { questionIds: [f.leaves[0]!.id] },
      early!.token,
    );
    expect(key.data[0]?.answer).toBeUndefined();

    // The sweep keeps to the same moment: just before it, the idle attempt is left open.
    await settleDue(ctx(), f.endAt + 31_999);
    expect(await held(f.endAt + 31_999)).toBe(true);
    const open = await t.app.db
      .selectFrom('qb_exercise')
      .select(['status', 'submit_type'])
      .where('id', '=', idleSession.data.exercise.id)
      .executeTakeFirstOrThrow();
    expect(open.status).not.toBe('submitted');
    await settleDue(ctx(), f.endAt + 32_000);
    expect(await held(f.endAt + 32_000)).toBe(false);
    const swept = await t.app.db
      .selectFrom('qb_exercise')
      .select(['status', 'submit_type'])
      .where('id', '=', idleSession.data.exercise.id)
      .executeTakeFirstOrThrow();
    expect(swept).toEqual({ status: 'submitted', submit_type: 'auto' });
    const contest = await t.app.db
      .selectFrom('mock_exam')
      .select('results_published_at')
      .where('id', '=', f.contestId)
      .executeTakeFirstOrThrow();
    expect(contest.results_published_at).not.toBeNull();
  });

  it('numbers a shuffled contest’s questions as the candidate saw them', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, {
      startAt: base,
      minutes: 60,
      shuffle: true,
    });
    clockAt(base - HOUR);
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await applied(f));
    clockAt(base + MINUTE);
    const sessions = [];
    for (const person of people) sessions.push((await start(person.token, f.contestId)).data);
    const paperOrder = f.leaves.map((leaf) => leaf.id).join(',');
    const index = sessions.findIndex((session) => leafOrder(session).join(',') !== paperOrder);
    expect(index).toBeGreaterThanOrEqual(0);
    const person = people[index]!;
    const session = sessions[index]!;
    await submit(person.token, {
      exerciseId: session.exercise.id,
      answers: rightAnswers(session, f).slice(0, 1),
      action: 'handIn',
    });
    clockAt(f.endAt + 32_000);
    const mine = await result(person.token, f.contestId);
    const seen = leafOrder(session);
    expect(mine.data.result!.questions.map((q) => [q.index, q.questionId])).toEqual(
      seen.map((id, at) => [at + 1, id]),
    );
  });

  it('gives each candidate their own order and letters, graded in the original letters', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, {
      startAt: base,
      minutes: 60,
      shuffle: true,
    });
    clockAt(base - HOUR);
    const people = [];
    for (let i = 0; i < 6; i++) people.push(await applied(f));
    clockAt(base + MINUTE);
    const sessions = [];
    for (const person of people) sessions.push((await start(person.token, f.contestId)).data);
    const orders = sessions.map((session) => leafOrder(session).join(','));
    const letters = sessions.map((session) =>
      session.questions
        .map((question) => question.questionOptionList.map((o) => o.content).join('|'))
        .join('/'),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
    expect(new Set(letters).size).toBeGreaterThan(1);
    for (const session of sessions) {
      // The material's sub-questions stay together and in their order.
      const order = leafOrder(session);
      const [a, b] = [f.leaves[4]!.id, f.leaves[5]!.id];
      expect(order.indexOf(b) - order.indexOf(a)).toBe(1);
    }
    // Everyone answers right in the letters they see: all graded right.
    for (const [index, person] of people.entries()) {
      const session = sessions[index]!;
      const answers = rightAnswers(session, f);
      await submit(person.token, { exerciseId: session.exercise.id, answers: answers.slice(0, 3) });
      // A reload shows the saved answers in the same letters.
      const reload = await start(person.token, f.contestId);
      const saved = new Map(
        reload.data.userAnswers.map((answer) => [answer.questionId, answer.answer]),
      );
      for (const answer of answers.slice(0, 3))
        expect(saved.get(answer.questionId)).toBe(answer.answer);
      const done = await submit(person.token, {
        exerciseId: session.exercise.id,
        answers: answers.slice(3),
        action: 'handIn',
      });
      expect(done.code, done.msg).toBe(200);
    }
    const rows = await t.app.db
      .selectFrom('qb_exercise')
      .select(['correct_count', 'score_tenths'])
      .where(
        'id',
        'in',
        sessions.map((session) => session.exercise.id),
      )
      .execute();
    expect(rows.every((row) => row.correct_count === 6 && row.score_tenths === 1000)).toBe(true);
    const stored = await t.app.db
      .selectFrom('qb_answer')
      .select(['question_id', 'answer'])
      .where(
        'exercise_id',
        'in',
        sessions.map((session) => session.exercise.id),
      )
      .execute();
    for (const row of stored) {
      expect(row.answer).toBe(f.leaves.find((leaf) => leaf.id === row.question_id)!.key);
    }
  });

  it('logs leaving the exam page and reminders, refusing what it cannot record', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    clockAt(base - HOUR);
    const candidate = await applied(f);
    const stranger = await createLearner(t.app.db);

    const notApplied = await call<DataOf<typeof SetMockPushSetting>>(
      'POST',
      'config/pushConfig',
      { mockExamId: f.contestId, enabled: true },
      stranger.token,
    );
    expect(notApplied).toMatchObject({ code: 400, msg: MOCK_MSG.reminderNeedsApplication });
    const badFlag = await call(
      'POST',
      'config/pushConfig',
      { mockExamId: f.contestId, enabled: 'yes' },
      candidate.token,
    );
    expect(badFlag).toMatchObject({ code: 400, msg: '请选择开启或关闭提醒' });
    const on = await call<DataOf<typeof SetMockPushSetting>>(
      'POST',
      'config/pushConfig',
      { mockExamId: f.contestId, enabled: true },
      candidate.token,
    );
    expect(on.data).toMatchObject({
      mockExamId: f.contestId,
      enabled: true,
      remindAt: new Date(base - 30 * MINUTE).toISOString(),
    });
    const read = await call(
      'POST',
      'config/getMockPushSetting',
      { mockExamId: f.contestId },
      candidate.token,
    );
    expect(read.data).toMatchObject({ enabled: true });
    expect((await explain(f.contestId, candidate.token)).data.myApplication).toMatchObject({
      reminderEnabled: true,
    });

    const before = await leave(candidate.token, {
      mockExamId: f.contestId,
      stage: 'xingce',
      event: 'hidden',
    });
    expect(before.data).toEqual({ leaveCount: 0, recorded: false });
    const badEvent = await leave(candidate.token, {
      mockExamId: f.contestId,
      stage: 'xingce',
      event: 'blur',
    });
    expect(badEvent).toMatchObject({ code: 400, msg: '事件类型只能是 hidden 或 visible' });

    clockAt(base + MINUTE);
    const tooLateToRemind = await call(
      'POST',
      'config/pushConfig',
      { mockExamId: f.contestId, enabled: true },
      candidate.token,
    );
    expect(tooLateToRemind).toMatchObject({ code: 400, msg: MOCK_MSG.reminderTooLate });
    const session = await start(candidate.token, f.contestId);
    for (let i = 0; i < 2; i++) {
      clockAt(base + (2 + i) * MINUTE);
      expect(
        (
          await leave(candidate.token, {
            mockExamId: f.contestId,
            stage: 'xingce',
            event: 'hidden',
          })
        ).data.recorded,
      ).toBe(true);
      clockAt(base + (2 + i) * MINUTE + 20_000);
      expect(
        (
          await leave(candidate.token, {
            mockExamId: f.contestId,
            stage: 'xingce',
            event: 'visible',
          })
        ).data.recorded,
      ).toBe(true);
    }
    // Faster than a person switches tabs: not recorded.
    clockAt(base + 10 * MINUTE);
    const burst = [];
    for (let i = 0; i < 7; i++) {
      burst.push(
        (
          await leave(candidate.token, {
            mockExamId: f.contestId,
            stage: 'xingce',
            event: 'hidden',
          })
        ).data,
      );
    }
    expect(burst.filter((reply) => reply.recorded)).toHaveLength(5);
    expect(burst.at(-1)).toEqual({ leaveCount: 7, recorded: false });
    const events = await t.app.db
      .selectFrom('mock_exam_leave_log')
      .select(['event', 'created_at'])
      .where('exercise_id', '=', session.data.exercise.id)
      .orderBy('id')
      .execute();
    expect(events).toHaveLength(9);
    expect(events[0]).toEqual({
      event: 'hidden',
      created_at: new Date(base + 2 * MINUTE).toISOString(),
    });
    const detail = await explain(f.contestId, candidate.token);
    expect(detail.data.myAttempts[0]).toMatchObject({ status: 'doing', leaveCount: 7 });

    await submit(candidate.token, { exerciseId: session.data.exercise.id, action: 'handIn' });
    clockAt(base + 12 * MINUTE);
    const afterHandIn = await leave(candidate.token, {
      mockExamId: f.contestId,
      stage: 'xingce',
      event: 'hidden',
    });
    expect(afterHandIn.data).toEqual({ leaveCount: 7, recorded: false });
    clockAt(f.endAt + 32_000);
    const shown = await result(candidate.token, f.contestId);
    expect(shown.data.result).toMatchObject({ leaveCount: 7, score: 0 });
  });

  it('takes the 申论 stage through the engine into the graders’ queue, 待批改 until graded', async () => {
    const base = Date.now() + 2 * HOUR;
    const f = await createContestFixture(t.app.db, bank, {
      startAt: base,
      minutes: 60,
      essay: { startAt: base + 2 * HOUR, minutes: 90 },
    });
    clockAt(base - HOUR);
    const candidate = await applied(f);
    clockAt(base + MINUTE);
    const xingce = await start(candidate.token, f.contestId);
    await submit(candidate.token, {
      exerciseId: xingce.data.exercise.id,
      answers: rightAnswers(xingce.data, f),
      action: 'handIn',
    });
    // Between the stages the 申论 paper cannot be read anywhere but in the stage.
    const shortView = await call(
      'GET',
      'shortAnswer/question',
      { id: f.essayLeaves[0] },
      candidate.token,
    );
    expect(shortView).toMatchObject({
      code: 400,
      msg: '本题为模考大赛试题，考试结束后才能查看或练习',
    });
    clockAt(base + 2 * HOUR + MINUTE);
    const essay = await start(candidate.token, f.contestId, 'shenlun');
    expect(essay.code, essay.msg).toBe(200);
    expect(essay.data.questions[0]!.sonQuestion[0]).toMatchObject({
      id: f.essayLeaves[0],
      questionTypeCode: 'short_answer',
    });
    const text = '一是整合政务服务平台；二是精简办事流程；三是推动部门数据共享。';
    const saved = await submit(candidate.token, {
      exerciseId: essay.data.exercise.id,
      answers: [{ questionId: f.essayLeaves[0], answer: text }],
    });
    expect(saved.data.saved).toBe(1);
    clockAt(f.essayEndAt! + 32_000);
    await settleDue(ctx(), Date.now());
    const queued = await t.app.db
      .selectFrom('sa_answer')
      .select(['status', 'answer'])
      .where('user_id', '=', candidate.id)
      .where('question_id', '=', f.essayLeaves[0]!)
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ status: 'submitted', answer: text });
    const pending = await result(candidate.token, f.contestId);
    expect(pending.data.result).toMatchObject({
      score: 100,
      essay: { status: 'pending', score: null, totalScore: 40, questionCount: 1 },
    });
    await t.app.db
      .updateTable('sa_answer')
      .set({ status: 'graded', user_score_tenths: 325, graded_at: new Date().toISOString() })
      .where('user_id', '=', candidate.id)
      .execute();
    const graded = await result(candidate.token, f.contestId);
    expect(graded.data.result!.essay).toMatchObject({
      status: 'graded',
      score: 32.5,
      gradedCount: 1,
    });
  });
});
