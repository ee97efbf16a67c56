import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetBoundQuestion,
  ListBoundRecords,
  ListBoundSets,
  SubmitBoundAnswer,
} from '@shangan/shared/contracts/bounded-practice';
import type { Equity } from '@shangan/shared/contracts/question-bank';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  addCohortAnswers,
  createBoundsFixture,
  type BoundsFixture,
} from './bounded-practice.fixture.ts';
import { ALREADY_ANSWERED, EMPTY_ANSWER, HELD_QUESTION, NOT_SERVED } from './practice.service.ts';
import { SET_GONE, SUBJECT_WITHOUT_SETS } from './sets.service.ts';

type Sets = DataOf<typeof ListBoundSets>;
type Served = DataOf<typeof GetBoundQuestion>;
type Graded = DataOf<typeof SubmitBoundAnswer>;
type Records = DataOf<typeof ListBoundRecords>;

describe.each(engines)('difficulty-bound practice on %s', (engine) => {
  let t: TestApp;
  let f: BoundsFixture;
  let call: ReturnType<typeof learningClient>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    f = await createBoundsFixture(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const list = (token?: string, subjectId = f.subjectId) =>
    call<Sets>('GET', 'boundsDifficulty/list', { subjectId }, token);
  const serve = (token: string, setId = f.sets.main) =>
    call<Served>('GET', 'boundsDifficulty/v2/getQuestion', { setId }, token);
  const submit = (token: string, body: Record<string, unknown>) =>
    call<Graded>(
      'POST',
      'boundsDifficulty/v2/submitAnswer',
      { setId: f.sets.main, ...body },
      token,
    );
  const records = (token: string, query: Record<string, unknown> = {}) =>
    call<Records>('GET', 'boundsDifficulty/recordList', query, token);

  /** The key of a question and a wrong letter, read from the bank. */
  const keyOf = async (questionId: number) => {
    const row = await t.app.db
      .selectFrom('qb_question')
      .select(['answer', 'options'])
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    const heads = (JSON.parse(row.options) as Array<{ optionHead: string }>).map(
      (option) => option.optionHead,
    );
    return { right: row.answer, wrong: heads.find((head) => !row.answer.includes(head))! };
  };
  /** Serves the next question and answers it right or wrong. */
  const answerNext = async (token: string, right: boolean) => {
    const served = await serve(token);
    expect(served.code).toBe(200);
    const key = await keyOf(served.data.question.id);
    const graded = await submit(token, {
      questionId: served.data.question.id,
      answer: right ? key.right : key.wrong,
      timeSpent: 5,
    });
    expect(graded.code).toBe(200);
    expect(graded.data.isCorrect).toBe(right);
    return { served: served.data, graded: graded.data };
  };
  const rowsOf = async (userId: number) => ({
    answers: await t.app.db
      .selectFrom('bp_answer')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    progress: await t.app.db
      .selectFrom('bp_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    rounds: await t.app.db
      .selectFrom('bp_round')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
  });
  const bandCount = (sets: Sets, setId: number, band: string) =>
    sets.sets.find((set) => set.id === setId)!.bandCounts.find((count) => count.band === band)!
      .questionCount;

  it('lists a subject’s sets with bands, the rule and what each band holds for the person', async () => {
    const visitor = await list();
    expect(visitor.code).toBe(200);
    expect(visitor.data.subjectId).toBe(f.subjectId);
    expect(
      visitor.data.bands.map((band) => [band.code, band.name, band.minRate, band.maxRate]),
    ).toEqual([
      ['basic', '基础', 70, 100],
      ['advanced', '进阶', 45, 70],
      ['sprint', '冲刺', 0, 45],
    ]);
    // The offline set is not listed.
    expect(visitor.data.sets.map((set) => set.id)).toEqual([f.sets.main, f.sets.vip]);
    const main = visitor.data.sets[0]!;
    expect(main).toMatchObject({
      name: '判断推理·难度分级',
      moduleName: '判断推理',
      moduleId: f.modules.reasoning,
      vipOnly: false,
      hasEquity: true,
      band: 'advanced',
      progress: null,
      rule: { roundSize: 4, upAtPercent: 80, downAtPercent: 40, cohortMinAnswers: 100_000 },
    });
    expect(main.rule.text).toContain('每答 4 题为一轮');
    // By authored level: 1–2 basic, 3 advanced, 4–5 sprint. Fill-in, composite and the VIP
    // questions (one VIP itself, one under a VIP point) are not drawn for a visitor.
    expect(main.bandCounts).toEqual([
      { band: 'basic', questionCount: 4 },
      { band: 'advanced', questionCount: 5 },
      { band: 'sprint', questionCount: 2 },
    ]);
    expect(main.availableCount).toBe(5);
    expect(visitor.data.sets[1]).toMatchObject({
      vipOnly: true,
      hasEquity: false,
      availableCount: 0,
    });

    const vip = await createLearner(t.app.db, { weight: 10 });
    const forVip = await list(vip.token);
    expect(bandCount(forVip.data, f.sets.main, 'advanced')).toBe(7);
    expect(forVip.data.sets[1]).toMatchObject({ hasEquity: true, availableCount: 2 });

    const unknown = await list(undefined, 2_000_000);
    expect(unknown).toMatchObject({ status: 404, msg: SUBJECT_WITHOUT_SETS });
    const bad = await call('GET', 'boundsDifficulty/list', { subjectId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('科目编号不正确');
  });

  it('takes a question’s difficulty from its cohort once it has enough graded answers', async () => {
    // A subject of its own whose set trusts the cohort from 3 answers on.
    const g = await createBoundsFixture(t.app.db, { cohortMinAnswers: 3 });
    const counts = async () => {
      const reply = await list(undefined, g.subjectId);
      return Object.fromEntries(
        reply.data.sets[0]!.bandCounts.map((count) => [count.band, count.questionCount]),
      );
    };
    const other = await createLearner(t.app.db);
    const cohort = (questionId: number, right: number, wrong: number, extra: object = {}) =>
      addCohortAnswers(t.app.db, {
        userId: other.id,
        subjectId: g.subjectId,
        questionId,
        right,
        wrong,
        ...extra,
      });
    expect(await counts()).toEqual({ basic: 4, advanced: 5, sprint: 2 });
    // Two wrong answers are fewer than the set's three: the authored level still decides.
    await cohort(g.q.basic1, 0, 2);
    // Neither an attempt still open nor an error-book round counts.
    await cohort(g.q.basic1, 0, 3, { status: 'doing' });
    await cohort(g.q.basic1, 0, 3, { kind: 'error' });
    expect(await counts()).toEqual({ basic: 4, advanced: 5, sprint: 2 });
    // The third handed-in answer: 0 of 3 right makes it a 冲刺 question, whatever its level.
    await cohort(g.q.basic1, 0, 1);
    expect(await counts()).toEqual({ basic: 3, advanced: 5, sprint: 3 });
    // A hard-authored question the cohort finds easy (3 of 3) is a 基础 one.
    await cohort(g.q.sprint2, 3, 0);
    expect(await counts()).toEqual({ basic: 4, advanced: 5, sprint: 2 });

    // First tries here count with the bank's answers; second tries (the key seen) do not.
    const now = new Date().toISOString();
    const here = (questionId: number, isCorrect: number, firstTry: number) =>
      t.app.db
        .insertInto('bp_answer')
        .values({
          user_id: other.id,
          set_id: g.sets.main,
          question_id: questionId,
          band: 'advanced',
          rate_permille: 600,
          rate_source: 'authored',
          served_at: now,
          answer: isCorrect ? 'B' : 'C',
          is_correct: isCorrect,
          first_try: firstTry,
          answered_at: now,
        })
        .execute();
    for (let i = 0; i < 3; i++) await here(g.q.adv1, 0, 0);
    expect(await counts()).toEqual({ basic: 4, advanced: 5, sprint: 2 });
    await cohort(g.q.adv1, 1, 0);
    for (let i = 0; i < 2; i++) await here(g.q.adv1, 1, 1);
    expect(await counts()).toEqual({ basic: 5, advanced: 4, sprint: 2 });

    // Served with its difficulty and where it came from.
    const learner = await createLearner(t.app.db);
    await t.app.db
      .insertInto('bp_progress')
      .values({
        user_id: learner.id,
        set_id: g.sets.main,
        band: 'sprint',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const served = await serve(learner.token, g.sets.main);
    if (served.data.question.id === g.q.basic1) {
      expect(served.data.difficulty).toMatchObject({
        source: 'cohort',
        ratePercent: 0,
        answerCount: 3,
      });
      expect(served.data.difficulty.text).toBe('全站正确率 0%（3 人次作答）');
    } else {
      expect(served.data.question.id).toBe(g.q.sprint1);
      expect(served.data.difficulty).toMatchObject({ source: 'authored', ratePercent: 28 });
    }
  });

  it('serves a question of my band without key or analysis, the same one until answered', async () => {
    const learner = await createLearner(t.app.db);
    expect((await serve('')).status).toBe(401);
    const first = await serve(learner.token);
    expect(first.code).toBe(200);
    expect(first.data.band).toBe('advanced');
    expect([f.q.adv1, f.q.adv2, f.q.adv3, f.q.advInPaper, f.q.multi]).toContain(
      first.data.question.id,
    );
    expect(first.data.set).toMatchObject({ id: f.sets.main, moduleName: '判断推理' });
    expect(first.data.difficulty).toMatchObject({ source: 'authored', ratePercent: 60 });
    expect(first.data.progress).toMatchObject({ band: 'advanced', answeredCount: 0, roundSize: 4 });
    const question = first.data.question as Record<string, unknown>;
    expect(question).not.toHaveProperty('answer');
    expect(question).not.toHaveProperty('answerList');
    expect(question).not.toHaveProperty('analysisList');
    expect(JSON.stringify(first.data)).not.toContain('解析');
    // A reload (or a second tab) gets the same question; nothing new is drawn.
    const again = await Promise.all([serve(learner.token), serve(learner.token)]);
    for (const reply of again) {
      expect(reply.data.question.id).toBe(first.data.question.id);
      expect(reply.data.servedAt).toBe(first.data.servedAt);
    }
    expect((await rowsOf(learner.id)).answers).toHaveLength(1);

    const unknown = await serve(learner.token, 2_000_000);
    expect(unknown).toMatchObject({ status: 404, msg: SET_GONE });
    const offline = await serve(learner.token, f.sets.offline);
    expect(offline).toMatchObject({ status: 404, msg: SET_GONE });
    const bad = await call('GET', 'boundsDifficulty/v2/getQuestion', { setId: 0 }, learner.token);
    expect(bad).toMatchObject({ status: 400, msg: '练习编号不正确' });
  });

  it('grades only the question served to me, once, and releases its key with the answer', async () => {
    const learner = await createLearner(t.app.db);
    const served = await serve(learner.token);
    const id = served.data.question.id;
    const key = await keyOf(id);
    const untouched = await rowsOf(learner.id);

    // Another question of the set, never served to me: refused, nothing recorded.
    const other = [f.q.adv1, f.q.adv2, f.q.adv3].find((qid) => qid !== id)!;
    const arbitrary = await submit(learner.token, { questionId: other, answer: 'B' });
    expect(arbitrary).toMatchObject({ status: 400, msg: NOT_SERVED });
    // The served question through another set: not served there.
    const elsewhere = await call(
      'POST',
      'boundsDifficulty/v2/submitAnswer',
      { setId: f.sets.vip, questionId: id, answer: key.right },
      learner.token,
    );
    expect(elsewhere.status).toBe(403);
    // Malformed and empty answers, each with its reason.
    const letters = await submit(learner.token, { questionId: id, answer: 'Z' });
    expect(letters).toMatchObject({ status: 400, msg: '选项 Z 不存在' });
    if (served.data.question.questionTypeCode === 'single_choose') {
      const two = await submit(learner.token, { questionId: id, answer: 'AB' });
      expect(two).toMatchObject({ status: 400, msg: '单选题只能选择一个选项' });
    }
    const words = await submit(learner.token, { questionId: id, answer: '乙项' });
    expect(words).toMatchObject({ status: 400, msg: '选择题答案只能是选项字母' });
    expect(await submit(learner.token, { questionId: id, answer: '' })).toMatchObject({
      status: 400,
      msg: EMPTY_ANSWER,
    });
    const noAnswer = await submit(learner.token, { questionId: id });
    expect(noAnswer.status).toBe(400);
    const badTime = await submit(learner.token, {
      questionId: id,
      answer: key.right,
      timeSpent: -1,
    });
    expect(badTime).toMatchObject({ status: 400, msg: '用时不正确' });
    expect(await rowsOf(learner.id)).toEqual(untouched);

    const graded = await submit(learner.token, {
      questionId: id,
      answer: key.right.toLowerCase(),
      timeSpent: 3600,
    });
    expect(graded.code).toBe(200);
    expect(graded.data).toMatchObject({
      questionId: id,
      isCorrect: true,
      userAnswer: key.right,
      answer: key.right,
      answerList: [...key.right],
      round: null,
      progress: {
        band: 'advanced',
        answeredCount: 1,
        correctCount: 1,
        accuracy: 100,
        roundAnswered: 1,
      },
    });
    const stored = await t.app.db
      .selectFrom('qb_analysis')
      .select('analysis')
      .where('question_id', '=', id)
      .execute();
    expect(graded.data.analysisList.map((analysis) => analysis.analysis)).toEqual(
      stored.map((row) => row.analysis),
    );
    expect(stored).toHaveLength(1);
    // The clock claimed is capped by the time the server saw pass since serving.
    const [row] = (await rowsOf(learner.id)).answers;
    expect(row!.time_spent_seconds).toBeLessThan(600);
    expect(row!.first_try).toBe(1);

    const twice = await submit(learner.token, { questionId: id, answer: key.right });
    expect(twice).toMatchObject({ status: 400, msg: ALREADY_ANSWERED });
    expect((await rowsOf(learner.id)).progress[0]).toMatchObject({ answered_count: 1 });
  });

  it('keeps one record when the same served question is submitted in parallel', async () => {
    const learner = await createLearner(t.app.db);
    const served = await serve(learner.token);
    const key = await keyOf(served.data.question.id);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        submit(learner.token, {
          questionId: served.data.question.id,
          answer: index % 2 === 0 ? key.right : key.wrong,
        }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code !== 200).map((reply) => reply.msg)).toEqual(
      Array(5).fill(ALREADY_ANSWERED),
    );
    const rows = await rowsOf(learner.id);
    expect(rows.answers).toHaveLength(1);
    expect(rows.answers[0]!.answered_at).not.toBeNull();
    expect(rows.progress[0]).toMatchObject({ answered_count: 1, round_answered: 1 });
  });

  it('moves the band after each round: up at 80%, down at 40%, else it stays', async () => {
    const learner = await createLearner(t.app.db);
    // Round 1 in 进阶: 4 of 4 → 冲刺.
    for (let i = 0; i < 3; i++) {
      const { graded } = await answerNext(learner.token, true);
      expect(graded.round).toBeNull();
    }
    const closing = await answerNext(learner.token, true);
    expect(closing.served.band).toBe('advanced');
    expect(closing.graded.round).toMatchObject({
      roundNo: 1,
      bandBefore: 'advanced',
      bandAfter: 'sprint',
      result: 'up',
      answered: 4,
      correct: 4,
      accuracy: 100,
    });
    expect(closing.graded.progress).toMatchObject({
      band: 'sprint',
      roundAnswered: 0,
      roundCorrect: 0,
      roundsCompleted: 1,
      answeredCount: 4,
    });

    // Round 2 in 冲刺 (its questions come from that band only): 1 of 4 → 进阶.
    const sprint = new Set<number>();
    let last: Graded | null = null;
    for (const right of [true, false, false, false]) {
      const { served, graded } = await answerNext(learner.token, right);
      expect(served.band).toBe('sprint');
      sprint.add(served.question.id);
      last = graded;
    }
    expect([...sprint].sort()).toEqual([f.q.sprint1, f.q.sprint2].sort());
    expect(last!.round).toMatchObject({
      bandBefore: 'sprint',
      bandAfter: 'advanced',
      result: 'down',
    });

    // Round 3 back in 进阶: 2 of 4 (50%) stays.
    for (const right of [true, false, true, false]) await answerNext(learner.token, right);
    const rows = await rowsOf(learner.id);
    expect(
      rows.rounds.map((round) => [round.round_no, round.band_before, round.band_after]),
    ).toEqual([
      [1, 'advanced', 'sprint'],
      [2, 'sprint', 'advanced'],
      [3, 'advanced', 'advanced'],
    ]);
    expect(rows.progress[0]).toMatchObject({
      band: 'advanced',
      answered_count: 12,
      correct_count: 7,
    });
    // A second try at a question (the pools recycle) does not count for the cohort again.
    expect(rows.answers.filter((answer) => answer.first_try === 0).length).toBeGreaterThan(0);

    const mine = await records(learner.token, { setId: f.sets.main });
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({
      setId: f.sets.main,
      setName: '判断推理·难度分级',
      moduleName: '判断推理',
      progress: { band: 'advanced', answeredCount: 12, correctCount: 7, accuracy: 58 },
    });
    expect(mine.data.list[0]!.rounds.map((round) => round.result)).toEqual(['stay', 'down', 'up']);
    expect(mine.data.list[0]!.recent).toHaveLength(10);
    expect(mine.data.list[0]!.recent[0]).toMatchObject({ band: 'advanced', isCorrect: false });
    expect(mine.data.list[0]!.recent[0]!.summary).toContain('题');
    const all = await records(learner.token, { page: 2, size: 1 });
    expect(all.data).toMatchObject({ total: 1, list: [] });
  });

  it('keeps VIP sets and VIP questions to members, and re-checks at the answer', async () => {
    const free = await createLearner(t.app.db);
    const equity = await call<Equity>(
      'GET',
      'boundsDifficulty/checkEquity',
      { setId: f.sets.vip },
      free.token,
    );
    expect(equity.data).toEqual({
      hasEquity: false,
      vipOnly: true,
      isVip: false,
      reason: '该内容为VIP专享，开通VIP后即可使用',
    });
    const visitor = await call<Equity>('GET', 'boundsDifficulty/checkEquity', {
      setId: f.sets.vip,
    });
    expect(visitor.data).toMatchObject({ hasEquity: false, reason: '请先登录' });
    const open = await call<Equity>(
      'GET',
      'boundsDifficulty/checkEquity',
      { setId: f.sets.main },
      free.token,
    );
    expect(open.data).toMatchObject({ hasEquity: true, vipOnly: false, reason: '' });
    const gone = await call('GET', 'boundsDifficulty/checkEquity', { setId: f.sets.offline });
    expect(gone).toMatchObject({ status: 404, msg: SET_GONE });

    const refused = await serve(free.token, f.sets.vip);
    expect(refused.status).toBe(403);
    expect((await rowsOf(free.id)).answers).toHaveLength(0);

    // A member is served the VIP questions of a free set too …
    const member = await createLearner(t.app.db, { weight: 10 });
    const servedIds = new Set<number>();
    for (let i = 0; i < 7; i++) {
      const { served } = await answerNext(member.token, i % 2 === 0);
      servedIds.add(served.question.id);
    }
    expect(servedIds.has(f.q.vip) && servedIds.has(f.q.vipPoint)).toBe(true);
    expect((await serve(member.token, f.sets.vip)).code).toBe(200);

    // … and one whose membership ends between serving and answering gets no key for it.
    const lapsing = await createLearner(t.app.db, { weight: 10 });
    let vipServed: Served | null = null;
    for (let i = 0; i < 12 && !vipServed; i++) {
      const served = await serve(lapsing.token);
      if (served.data.question.vipOnly || served.data.question.id === f.q.vipPoint) {
        vipServed = served.data;
      } else {
        // Right and wrong by turns: the band stays 进阶, where the VIP questions are.
        const key = await keyOf(served.data.question.id);
        const answer = i % 2 === 0 ? key.right : key.wrong;
        await submit(lapsing.token, { questionId: served.data.question.id, answer });
      }
    }
    expect(vipServed).not.toBeNull();
    await t.app.db
      .updateTable('app_user')
      .set({ weight: 0 })
      .where('id', '=', lapsing.id)
      .execute();
    const before = await rowsOf(lapsing.id);
    const lapsed = await submit(lapsing.token, { questionId: vipServed!.question.id, answer: 'B' });
    expect(lapsed.status).toBe(403);
    expect(JSON.stringify(lapsed)).not.toContain('解析');
    expect(await rowsOf(lapsing.id)).toEqual(before);
  });

  it('never serves, nor takes an answer to, a question a running mock of mine holds', async () => {
    const learner = await createLearner(t.app.db);
    // Served first, then a mock of the paper holding it starts.
    let served: Served | null = null;
    for (let i = 0; i < 20 && !served; i++) {
      const next = await serve(learner.token);
      if (next.data.question.id === f.q.advInPaper) served = next.data;
      else {
        const key = await keyOf(next.data.question.id);
        const answer = i % 2 === 0 ? key.right : key.wrong;
        await submit(learner.token, { questionId: next.data.question.id, answer });
      }
    }
    expect(served).not.toBeNull();
    const mock = await call(
      'GET',
      'historyPaper/mockPaperQuestions',
      { paperId: f.paper },
      learner.token,
    );
    expect(mock.code).toBe(200);
    const before = await rowsOf(learner.id);
    const held = await submit(learner.token, { questionId: f.q.advInPaper, answer: 'B' });
    expect(held).toMatchObject({ status: 403, msg: HELD_QUESTION });
    expect(await rowsOf(learner.id)).toEqual(before);

    // The next serve drops the held question and draws from the rest; the band counts say so.
    const band = (await rowsOf(learner.id)).progress[0]!.band;
    const counts = await list(learner.token);
    const forVisitor = await list();
    if (band === 'advanced') {
      expect(bandCount(counts.data, f.sets.main, 'advanced')).toBe(
        bandCount(forVisitor.data, f.sets.main, 'advanced') - 1,
      );
    }
    for (let i = 0; i < 8; i++) {
      const next = await serve(learner.token);
      expect(next.code).toBe(200);
      expect([f.q.advInPaper, f.q.basicInPaper]).not.toContain(next.data.question.id);
      const key = await keyOf(next.data.question.id);
      await submit(learner.token, { questionId: next.data.question.id, answer: key.right });
    }
  });

  it('says when my band has nothing left to draw, and changes nothing', async () => {
    // 常识判断 holds 进阶 questions only; a member placed in 冲刺 there has nothing to draw.
    const member = await createLearner(t.app.db, { weight: 10 });
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('bp_progress')
      .values({
        user_id: member.id,
        set_id: f.sets.vip,
        band: 'sprint',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const empty = await serve(member.token, f.sets.vip);
    expect(empty).toMatchObject({
      status: 400,
      msg: '「冲刺」档暂时没有你可以练习的题目，请先练习其他模块',
    });
    expect((await rowsOf(member.id)).answers).toHaveLength(0);
  });

  it('lists my records only, and says so for an unknown set', async () => {
    const learner = await createLearner(t.app.db);
    expect((await records('')).status).toBe(401);
    const none = await records(learner.token);
    expect(none.data).toEqual({ list: [], total: 0 });
    const unknown = await records(learner.token, { setId: 2_000_000 });
    expect(unknown).toMatchObject({ status: 404, msg: SET_GONE });
    const badSize = await records(learner.token, { size: 51 });
    expect(badSize).toMatchObject({ status: 400, msg: '每页条数应为1-50' });
  });
});
