import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetMockExamExplain,
  GetMockExamResult,
  ListMockExams,
  ListMyMockExams,
} from '@shangan/shared/contracts/mock-exams';
import type { PracticeSession } from '@shangan/shared/contracts/question-bank';
import { openSession } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';

describe.each(engines)('the demo contests on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof learningClient>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    call = learningClient(t.app);
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    token = await openSession(t.app.db, learner.id);
  });
  afterAll(() => t.close());

  it('has an ended contest with its cohort ranked, one under way and one open for application', async () => {
    const page = await call<DataOf<typeof ListMockExams>>('POST', 'mockExam/page', { size: 50 });
    expect(page.data.total).toBe(3);
    const byState = new Map(page.data.list.map((item) => [item.state, item]));
    expect(byState.get('ended')).toMatchObject({
      title: '2027国考行测全真模考大赛·第一季',
      resultsPublished: true,
      rankedCount: 2001,
      stages: [
        { stage: 'xingce', name: '行测' },
        { stage: 'shenlun', name: '申论' },
      ],
    });
    expect(byState.get('ended')!.applicantCount).toBeGreaterThan(2001);
    expect(byState.get('running')).toMatchObject({ questionCount: 20, resultsPublished: false });
    expect(byState.get('applying')).toMatchObject({ examType: '省考', examinationLevel: 'A类' });

    const mine = await call<DataOf<typeof ListMyMockExams>>(
      'POST',
      'mockExam/userApplyMockExamList',
      {},
      token,
    );
    expect(mine.data.total).toBe(2);
    const ended = mine.data.list.find((item) => item.state === 'ended')!;
    expect(ended).toMatchObject({ attemptStatus: 'submitted', score: 85, totalScore: 100 });
    expect(ended.rank).toBeGreaterThan(0);
    expect(ended.rank!).toBeLessThan(400);
  });

  it('gives away no key through the order of the right options or the questions’ sources', async () => {
    const rows = await t.app.db
      .selectFrom('mock_exam_stage as s')
      .innerJoin('qb_paper as p', 'p.id', 's.paper_id')
      .innerJoin('qb_question as q', 'q.paper_id', 'p.id')
      .leftJoin('qb_question as parent', 'parent.id', 'q.parent_id')
      .select(['s.stage', 'p.id as paper_id', 'p.title', 'q.type_code', 'q.answer', 'q.source'])
      .orderBy('p.id')
      .orderBy((eb) => eb.fn.coalesce('parent.sort_order', 'q.sort_order'))
      .orderBy('q.sort_order')
      .orderBy('q.id')
      .execute();
    expect(rows.length).toBeGreaterThan(60);
    // A source names the paper, never a question's number on it.
    for (const row of rows) {
      expect(row.source).not.toMatch(/第\s*\d+/);
      if (row.source !== '') expect(row.source).toBe(row.title);
    }
    const keysByPaper = new Map<number, string>();
    for (const row of rows) {
      if (row.stage !== 'xingce' || row.type_code !== 'single_choose') continue;
      keysByPaper.set(row.paper_id, (keysByPaper.get(row.paper_id) ?? '') + row.answer);
    }
    expect(keysByPaper.size).toBe(3);
    const rotation = Array.from({ length: 20 }, (_, index) =>
      String.fromCharCode(65 + (((index + 1) * 3 + 1) % 4)),
    ).join('');
    for (const keys of keysByPaper.values()) {
      expect(keys).toHaveLength(20);
      expect(keys).not.toBe(rotation);
      expect(new Set(keys).size).toBeGreaterThanOrEqual(3);
    }
    // One paper's keys say nothing of another's.
    expect(new Set(keysByPaper.values()).size).toBe(3);
  });

  it('shows the demo learner a believable result, 申论 待批改', async () => {
    const page = await call<DataOf<typeof ListMockExams>>('POST', 'mockExam/page', {
      state: 'ended',
    });
    const id = page.data.list[0]!.id;
    const reply = await call<DataOf<typeof GetMockExamResult>>(
      'POST',
      'mockExam/getMockExamExercise',
      { mockExamId: id },
      token,
    );
    const result = reply.data.result!;
    expect(result).toMatchObject({
      attemptKind: 'contest',
      score: 85,
      correctCount: 17,
      questionCount: 20,
      leaveCount: 2,
      essay: { status: 'pending', score: null, totalScore: 100, questionCount: 2 },
    });
    expect(result.province?.name).toBe('江苏省');
    expect(result.position).not.toBeNull();
    expect(result.cohort.count).toBe(2001);
    expect(result.cohort.average).toBeGreaterThan(40);
    expect(result.cohort.average).toBeLessThan(80);
    expect(result.distribution).toHaveLength(10);
    expect(result.distribution.reduce((sum, bar) => sum + bar.count, 0)).toBe(2001);
    expect(result.modules.map((module) => module.name).sort()).toEqual(
      ['常识判断', '判断推理', '数量关系', '言语理解与表达', '资料分析'].sort(),
    );
    expect(result.questions).toHaveLength(20);
    expect(result.estimate.score).toBeGreaterThan(70);
  });

  it('lets the demo learner enter the contest under way, and apply to the coming one', async () => {
    const page = await call<DataOf<typeof ListMockExams>>('POST', 'mockExam/page', {
      state: 'running',
    });
    const running = page.data.list[0]!;
    const detail = await call<DataOf<typeof GetMockExamExplain>>(
      'POST',
      'mockExam/getMockExamExplain',
      { mockExamId: running.id },
      token,
    );
    expect(detail.data).toMatchObject({
      applied: true,
      currentStage: 'xingce',
      mayStart: true,
      myApplication: { reminderEnabled: true },
    });
    const session = await call<PracticeSession>(
      'POST',
      'mockExam/mockExamStaged',
      { mockExamId: running.id, stage: 'xingce' },
      token,
    );
    expect(session.code, session.msg).toBe(200);
    expect(
      session.data.questions.flatMap((q) =>
        q.sonQuestion.length ? q.sonQuestion.map((sub) => sub.id) : [q.id],
      ),
    ).toHaveLength(20);

    const coming = await call<DataOf<typeof ListMockExams>>('POST', 'mockExam/page', {
      state: 'applying',
    });
    const applied = await call(
      'POST',
      'mockExam/applyMockExam',
      { mockExamId: coming.data.list[0]!.id, province: '江苏省' },
      token,
    );
    expect(applied.code, applied.msg).toBe(200);
  });
});
