import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  engines,
  type TestApp,
} from '../../../test/test-app.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDemoContent } from '../../seed.ts';
import { DEMO_GRADER } from './seed.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { maskName } from './grading.service.ts';
import { createEssayBank, createGrader, type EssayBank } from '../../../test/essay-bank.ts';

interface Queue {
  total: number;
  list: Array<{
    answerId: number;
    questionId: number;
    questionTitle: string;
    paperTitle: string;
    userName: string;
    status: string;
    lockedBy: null | { id: number; name: string };
    lockedByMe: boolean;
    userScore: number | null;
    score: number;
  }>;
  groups: Array<{ questionId: number; questionTitle: string; paperTitle: string; pending: number }>;
}

describe.each(engines)('grading short answers on %s', (engine) => {
  let t: TestApp;
  let bank: EssayBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createEssayBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  /** A learner who has handed in an answer to the question; returns the answer's id. */
  const handIn = async (questionId: number, text = '我的作答') => {
    const learner = await createLearner(t.app.db);
    await t.app.db
      .updateTable('app_user')
      .set({ nick_name: '张三丰' })
      .where('id', '=', learner.id)
      .execute();
    await call(
      'POST',
      'shortAnswer/save',
      { id: questionId, answer: text, url: [] },
      learner.token,
    );
    await call('POST', 'shortAnswer/submit', { id: questionId }, learner.token);
    const row = await t.app.db
      .selectFrom('sa_answer')
      .select('id')
      .where('user_id', '=', learner.id)
      .where('question_id', '=', questionId)
      .executeTakeFirstOrThrow();
    return { learner, answerId: row.id };
  };
  const queue = (token: string, query: Record<string, unknown> = {}) =>
    call<Queue>('GET', 'grading/queue', query, token);

  it('refuses people without the grader role on every grading call', async () => {
    const learner = await createLearner(t.app.db);
    const { answerId } = await handIn(bank.q1);
    for (const [method, path, body] of [
      ['GET', 'grading/queue', {}],
      ['POST', 'grading/claim', { answerId }],
      ['POST', 'grading/grade', { answerId, score: 1 }],
      ['POST', 'grading/release', { answerId }],
    ] as const) {
      expect(await call(method, path, body, learner.token)).toMatchObject({
        status: 403,
        code: 403,
        msg: '无批改权限',
      });
    }
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pc/getuserinfo',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(roles.json()).toMatchObject({ code: 200, data: { roles: [] } });
    const grader = await createGrader(t.app.db);
    const graderInfo = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pc/getuserinfo',
      headers: { authorization: `Bearer ${grader.token}` },
    });
    expect(graderInfo.json()).toMatchObject({ data: { roles: ['grader'] } });
  });

  it('lists handed-in answers oldest first, grouped by question, with masked names', async () => {
    const grader = await createGrader(t.app.db);
    const first = await handIn(bank.q2);
    const second = await handIn(bank.q2);
    const res = await queue(grader.token, { questionId: bank.q2 });
    expect(res.code).toBe(200);
    expect(res.data.list.map((item) => item.answerId)).toEqual([first.answerId, second.answerId]);
    expect(res.data.list[0]).toMatchObject({
      questionId: bank.q2,
      questionTitle: '提出办好长者食堂的建议。（300字以内）',
      paperTitle: '归纳概括',
      userName: '张**',
      status: 'submitted',
      lockedBy: null,
      lockedByMe: false,
      userScore: null,
      score: 20,
    });
    const group = res.data.groups.find((item) => item.questionId === bank.q2);
    expect(group).toMatchObject({ pending: 2, paperTitle: '归纳概括' });
    // Drafts never reach the queue.
    const drafter = await createLearner(t.app.db);
    await call(
      'POST',
      'shortAnswer/save',
      { id: bank.standalone, answer: '草稿', url: [] },
      drafter.token,
    );
    expect((await queue(grader.token, { questionId: bank.standalone })).data.total).toBe(0);
    expect(maskName('13800000001')).toBe('138****0001');
  });

  it('lets exactly one of two graders claiming at once win', async () => {
    const a = await createGrader(t.app.db);
    const b = await createGrader(t.app.db, 'admin');
    for (let round = 0; round < 3; round++) {
      const { answerId } = await handIn(bank.standalone);
      const results = await Promise.all([
        call('POST', 'grading/claim', { answerId }, a.token),
        call('POST', 'grading/claim', { answerId }, b.token),
      ]);
      const codes = results.map((res) => res.code).sort();
      expect(codes).toEqual([200, 409]);
      expect(results.find((res) => res.code === 409)?.msg).toBe('该作答正在由其他老师批改');
      const winner = results[0]!.code === 200 ? a : b;
      const loser = winner === a ? b : a;
      // The loser cannot grade it either; the lock shows in the queue.
      expect((await call('POST', 'grading/grade', { answerId, score: 1 }, loser.token)).code).toBe(
        409,
      );
      const listed = (await queue(loser.token, { questionId: bank.standalone })).data.list.find(
        (item) => item.answerId === answerId,
      );
      expect(listed).toMatchObject({ lockedByMe: false, lockedBy: { id: winner.id } });
      const mine = await queue(winner.token, { status: 'mine' });
      expect(mine.data.list.map((item) => item.answerId)).toContain(answerId);
      // Released, it can be taken by the other.
      expect((await call('POST', 'grading/release', { answerId }, winner.token)).code).toBe(200);
      expect((await call('POST', 'grading/claim', { answerId }, loser.token)).code).toBe(200);
    }
  });

  it('grades within the question’s score, sanitizes the note, and shows it to the learner', async () => {
    const grader = await createGrader(t.app.db);
    const { learner, answerId } = await handIn(bank.q1, '一、选址偏僻；二、资金不足。');
    expect((await call('POST', 'grading/grade', { answerId, score: 10 }, grader.token)).msg).toBe(
      '批改已超时，请重新领取后再批改',
    );
    const claim = await call<{
      question: {
        answer: string;
        score: number;
        materialContext: unknown[];
        analysisList: unknown[];
      };
      learner: { answer: string; previewUrl: string[] };
      lockExpiresAt: string;
    }>('POST', 'grading/claim', { answerId }, grader.token);
    expect(claim.code).toBe(200);
    expect(claim.data.question).toMatchObject({ score: 15 });
    expect(claim.data.question.answer).toContain('参考答案一');
    expect(claim.data.question.materialContext).toHaveLength(2);
    expect(claim.data.question.analysisList).toHaveLength(1);
    expect(claim.data.learner).toMatchObject({
      answer: '一、选址偏僻；二、资金不足。',
      previewUrl: [],
    });
    expect(Date.parse(claim.data.lockExpiresAt)).toBeGreaterThan(Date.now());

    const grade = (score: unknown, checkNote = '') =>
      call('POST', 'grading/grade', { answerId, score, checkNote }, grader.token);
    expect(await grade(15.5)).toMatchObject({ code: 400, msg: '得分不能超过本题满分15分' });
    expect(await grade(-1)).toMatchObject({ code: 400, msg: '请输入有效的分数' });
    expect(await grade(3.3)).toMatchObject({ code: 400, msg: '请输入有效的分数' });
    expect(await grade('abc')).toMatchObject({ code: 400, msg: '请输入有效的分数' });
    expect(
      (await call('GET', 'shortAnswer/question', { id: bank.q1 }, learner.token)).data,
    ).toMatchObject({
      showGrading: false,
    });

    const note =
      '<p>要点<strong>齐全</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    expect(await grade(12.5, note)).toMatchObject({ code: 200, data: { status: 'graded' } });
    // Grading it again is a change of the grade (regrade.test.ts); claiming it is not.
    expect((await call('POST', 'grading/claim', { answerId }, grader.token)).msg).toBe(
      '该作答已批改',
    );

    const view = await call<{
      answer: {
        status: string;
        userScore: number;
        score: number;
        checkNote: string;
        gradedAt: string;
      };
      showGrading: boolean;
      showAnswer: boolean;
    }>('GET', 'shortAnswer/question', { id: bank.q1 }, learner.token);
    expect(view.data).toMatchObject({ showGrading: true, showAnswer: true });
    expect(view.data.answer).toMatchObject({ status: 'graded', userScore: 12.5, score: 15 });
    expect(view.data.answer.checkNote).toContain('<strong>齐全</strong>');
    expect(view.data.answer.checkNote).not.toMatch(/script|onerror|alert/);
    expect(view.data.answer.gradedAt).toBeTruthy();

    const list = await call<{
      items: Array<{ questions: Array<{ id: number; status: string; userScore: number | null }> }>;
    }>('POST', 'shortAnswer/list', { catalogueId: bank.catalogues.module }, learner.token);
    expect(list.data.items[0]!.questions[0]).toMatchObject({
      id: bank.q1,
      status: 'graded',
      userScore: 12.5,
    });
    const graded = await queue(grader.token, { status: 'graded', questionId: bank.q1 });
    expect(graded.data.list).toMatchObject([{ answerId, status: 'graded', userScore: 12.5 }]);
  });

  it('refuses a grader their own answer', async () => {
    const grader = await createGrader(t.app.db);
    await call('POST', 'shortAnswer/save', { id: bank.q2, answer: '自己的' }, grader.token);
    await call('POST', 'shortAnswer/submit', { id: bank.q2 }, grader.token);
    const own = await t.app.db
      .selectFrom('sa_answer')
      .select('id')
      .where('user_id', '=', grader.id)
      .executeTakeFirstOrThrow();
    for (const [path, body] of [
      ['grading/claim', { answerId: own.id }],
      ['grading/grade', { answerId: own.id, score: 20 }],
    ] as const) {
      expect(await call('POST', path, body, grader.token)).toMatchObject({
        code: 403,
        msg: '不能批改自己的作答',
      });
    }
    const row = await t.app.db
      .selectFrom('sa_answer')
      .select(['status', 'lock_user_id'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'submitted', lock_user_id: null });
  });

  it('extends the lock when its holder claims again', async () => {
    const grader = await createGrader(t.app.db);
    const { answerId } = await handIn(bank.standalone);
    const first = await call<{ lockExpiresAt: string }>(
      'POST',
      'grading/claim',
      { answerId },
      grader.token,
    );
    expect(first.code).toBe(200);
    // Nearly lapsed: the page's renewal pushes it out again.
    await t.app.db
      .updateTable('sa_answer')
      .set({ lock_expires_at: new Date(Date.now() + 5_000).toISOString() })
      .where('id', '=', answerId)
      .execute();
    const renewed = await call<{ lockExpiresAt: string }>(
      'POST',
      'grading/claim',
      { answerId },
      grader.token,
    );
    expect(renewed.code).toBe(200);
    expect(Date.parse(renewed.data.lockExpiresAt)).toBeGreaterThan(Date.now() + 10 * 60_000);
  });
});

describe.each(engines)('the demo grader on %s', (engine) => {
  it('is seeded only when asked (not in a real production)', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { db } = database.handle;
      await migrateToLatest(db);
      const graders = () =>
        db.selectFrom('app_user').select('id').where('phone', '=', DEMO_GRADER.phone).execute();
      const first = await seedDemoContent(db, { demoAccounts: false });
      expect(first).not.toContain('demo-grader');
      expect(first).not.toContain('demo-staff');
      expect(first).not.toContain('demo-teacher');
      expect(first).not.toContain('demo-admin');
      expect(first).not.toContain('demo-finance');
      expect(first).not.toContain('demo-editor');
      expect(first).not.toContain('demo-support');
      expect(await graders()).toHaveLength(0);
      // A skipped set is not recorded: allowing demo accounts later still loads them, and only
      // them.
      expect((await seedDemoContent(db)).sort()).toEqual([
        'demo-admin',
        'demo-editor',
        'demo-finance',
        'demo-grader',
        'demo-staff',
        'demo-support',
        'demo-teacher',
      ]);
      expect(await graders()).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
