import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PracticeSession, SubmitResult } from '@shangan/shared/contracts/question-bank';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { computeResults } from './results.service.ts';
import { settleDue, sweepStage } from './sweeper.ts';
import {
  createContestBank,
  createContestFixture,
  type ContestBank,
  type ContestFixture,
} from './mock-exams.fixture.ts';

const MINUTE = 60_000;
const CANDIDATES = 200;

/** Runs the calls `width` at a time. */
async function inWaves<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) {
    await Promise.all(items.slice(i, i + width).map(run));
  }
}

describe.each(engines)('a contest’s last second on %s', (engine) => {
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

  async function sitters(f: ContestFixture, count: number) {
    const people: Array<{ id: number; token: string; province: string }> = [];
    for (let i = 0; i < count; i++) {
      const learner = await createLearner(t.app.db);
      people.push({ ...learner, province: i % 3 === 0 ? '浙江省' : '江苏省' });
    }
    clockAt(f.startAt - MINUTE);
    await inWaves(people, 20, async (person) => {
      const reply = await call(
        'POST',
        'mockExam/applyMockExam',
        { mockExamId: f.contestId, province: person.province },
        person.token,
      );
      expect(reply.code, reply.msg).toBe(200);
    });
    clockAt(f.startAt + MINUTE);
    const sessions = new Map<number, PracticeSession>();
    await inWaves(people, 20, async (person) => {
      const reply = await call<PracticeSession>(
        'POST',
        'mockExam/mockExamStaged',
        { mockExamId: f.contestId, stage: 'xingce' },
        person.token,
      );
      expect(reply.code, reply.msg).toBe(200);
      sessions.set(person.id, reply.data);
    });
    return { people, sessions };
  }

  it(`keeps every answer of ${CANDIDATES} candidates saving in the last second, hands each in once and ranks them`, async () => {
    const base = Date.now() + 3_600_000;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    const { people, sessions } = await sitters(f, CANDIDATES);

    // Candidate i answers the first i % 7 questions right and the next one wrong: many ties.
    const sent = new Map<number, Map<number, string>>();
    clockAt(f.endAt - 1000);
    const replies = await Promise.all(
      people.map((person, index) => {
        const right = index % 7;
        const answers = f.leaves.slice(0, Math.min(right + 1, f.leaves.length)).map((leaf, n) => ({
          questionId: leaf.id,
          answer: n < right ? leaf.key : leaf.key === 'A' ? 'B' : 'A',
        }));
        sent.set(person.id, new Map(answers.map((a) => [a.questionId, a.answer])));
        return call<SubmitResult>(
          'POST',
          'historyPaper/submitAnswer',
          {
            exerciseId: sessions.get(person.id)!.exercise.id,
            answers,
            action: index % 2 === 0 ? 'handIn' : 'save',
          },
          person.token,
        );
      }),
    );
    expect(replies.every((reply) => reply.code === 200)).toBe(true);

    clockAt(f.endAt + 32_000);
    await Promise.all([settleDue(ctx(), Date.now()), settleDue(ctx(), Date.now())]);

    const exerciseIds = [...sessions.values()].map((session) => session.exercise.id);
    const exercises = await t.app.db
      .selectFrom('qb_exercise')
      .select(['id', 'user_id', 'status', 'submit_type', 'score_tenths'])
      .where('id', 'in', exerciseIds)
      .execute();
    expect(exercises).toHaveLength(CANDIDATES);
    expect(exercises.every((row) => row.status === 'submitted')).toBe(true);
    for (const [index, person] of people.entries()) {
      const row = exercises.find((exercise) => exercise.user_id === person.id)!;
      expect(row.submit_type).toBe(index % 2 === 0 ? 'direct' : 'auto');
    }

    // Every answer kept, one row per question of every attempt.
    const answers = await t.app.db
      .selectFrom('qb_answer')
      .select(['user_id', 'question_id', 'answer'])
      .where('exercise_id', 'in', exerciseIds)
      .execute();
    expect(answers).toHaveLength(CANDIDATES * f.leaves.length);
    for (const row of answers) {
      expect(row.answer).toBe(sent.get(row.user_id)!.get(row.question_id) ?? '');
    }
    // Handed in once: the learner's statistics counted each answered question once.
    const stats = await t.app.db
      .selectFrom('qb_user_question')
      .select(['user_id', 'attempts'])
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .where(
        'question_id',
        'in',
        f.leaves.map((leaf) => leaf.id),
      )
      .execute();
    expect(stats.every((row) => row.attempts === 1)).toBe(true);
    expect(stats).toHaveLength(
      [...sent.values()].reduce((sum, map) => sum + [...map.values()].filter(Boolean).length, 0),
    );

    // Ranks agree with the scores; equal scores share a rank (competition ranking).
    const results = await t.app.db
      .selectFrom('mock_exam_result')
      .selectAll()
      .where('mock_exam_id', '=', f.contestId)
      .execute();
    expect(results).toHaveLength(CANDIDATES);
    for (const row of results) {
      const exercise = exercises.find((candidate) => candidate.user_id === row.user_id)!;
      expect(row.score_tenths).toBe(exercise.score_tenths);
      const above = results.filter((other) => other.score_tenths > row.score_tenths).length;
      expect(row.rank_overall).toBe(above + 1);
      const inProvince = results.filter(
        (other) => other.province === row.province && other.score_tenths > row.score_tenths,
      ).length;
      expect(row.rank_province).toBe(inProvince + 1);
    }
    expect(new Set(results.map((row) => row.rank_overall)).size).toBeLessThan(CANDIDATES);
    const contest = await t.app.db
      .selectFrom('mock_exam')
      .select(['ranked_count', 'results_published_at'])
      .where('id', '=', f.contestId)
      .executeTakeFirstOrThrow();
    expect(contest.ranked_count).toBe(CANDIDATES);
    expect(contest.results_published_at).not.toBeNull();
    // Computing again changes nothing: the results are claimed once.
    expect(await computeResults(ctx(), f.contestId, Date.now())).toBe(false);
  }, 600_000);

  it('hands in once when the sweep races the candidate’s own hand-in', async () => {
    const base = Date.now() + 3_600_000;
    const f = await createContestFixture(t.app.db, bank, { startAt: base, minutes: 60 });
    const { people, sessions } = await sitters(f, 6);
    clockAt(f.endAt - 5_000);
    for (const person of people) {
      const reply = await call(
        'POST',
        'historyPaper/submitAnswer',
        {
          exerciseId: sessions.get(person.id)!.exercise.id,
          answers: [{ questionId: f.leaves[0]!.id, answer: f.leaves[0]!.key }],
        },
        person.token,
      );
      expect(reply.code, reply.msg).toBe(200);
    }
    // Inside the grace a last hand-in still lands beside two sweeps of the stage.
    clockAt(f.endAt + 20_000);
    const now = Date.now();
    const outcomes = await Promise.all([
      ...people.map((person) =>
        call<SubmitResult>(
          'POST',
          'historyPaper/submitAnswer',
          { exerciseId: sessions.get(person.id)!.exercise.id, action: 'handIn' },
          person.token,
        ),
      ),
      sweepStage(ctx(), f.contestId, 'xingce', now),
      sweepStage(ctx(), f.contestId, 'xingce', now),
    ]);
    const handIns = outcomes.slice(0, people.length) as Array<{ code: number }>;
    const swept = (outcomes.slice(people.length) as number[]).reduce((sum, n) => sum + n, 0);
    const direct = handIns.filter((reply) => reply.code === 200).length;
    // Each attempt was handed in by exactly one of them; the others found it handed in.
    expect(direct + swept).toBe(people.length);
    const stats = await t.app.db
      .selectFrom('qb_user_question')
      .select('attempts')
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .where('question_id', '=', f.leaves[0]!.id)
      .execute();
    expect(stats.map((row) => row.attempts)).toEqual(people.map(() => 1));
    const rows = await t.app.db
      .selectFrom('qb_exercise')
      .select(['status', 'correct_count'])
      .where(
        'id',
        'in',
        [...sessions.values()].map((session) => session.exercise.id),
      )
      .execute();
    expect(rows.every((row) => row.status === 'submitted' && row.correct_count === 1)).toBe(true);
  });
});
