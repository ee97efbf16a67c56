import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradingWorkload } from '@shangan/shared/contracts/console/grading';
import { call, passwordLogin } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { DAY_MS } from '../../lib/time.ts';
import { DEMO_ADMIN, grantRole } from '../accounts/public.ts';

/** The console's grading workload: the backlog, and each grader's recent work. */
describe.each(engines)('grading workload on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    token = (await passwordLogin(t.app, DEMO_ADMIN.phone, DEMO_ADMIN.password)).data.token;
  });
  afterAll(() => t.close());

  const workload = async () =>
    (await call<GradingWorkload>(t.app, 'GET', '/console/grading', { token })).data;

  it('counts what waits and what each grader did today, this week and this month', async () => {
    const before = await workload();
    const waiting = await t.app.db
      .selectFrom('sa_answer')
      .select('id')
      .where('status', '=', 'submitted')
      .execute();
    expect(before.shortAnswers.waiting).toBe(waiting.length);
    expect(before.shortAnswers.oldestSubmittedAt).not.toBeNull();

    const grader = await createLearner(t.app.db);
    await grantRole(t.app.db, grader.id, 'grader', new Date().toISOString());
    const fresh = await workload();
    expect(fresh.people.find((person) => person.userId === grader.id)).toMatchObject({
      roles: ['grader'],
      shortAnswers: { today: 0, week: 0, month: 0, meanHours: null },
    });

    // Two answers graded by them: one now, two hours after it was handed in; one ten days ago,
    // four hours after.
    const now = Date.now();
    const grade = async (id: number, gradedAt: number, hours: number) =>
      t.app.db
        .updateTable('sa_answer')
        .set({
          status: 'graded',
          grader_id: grader.id,
          graded_at: new Date(gradedAt).toISOString(),
          submitted_at: new Date(gradedAt - hours * 3_600_000).toISOString(),
        })
        .where('id', '=', id)
        .execute();
    const [first] = waiting;
    const other = await t.app.db
      .selectFrom('sa_answer')
      .select(['id', 'status'])
      .where('id', '!=', first!.id)
      .executeTakeFirstOrThrow();
    await grade(first!.id, now, 2);
    await grade(other.id, now - 10 * DAY_MS, 4);

    const after = await workload();
    const graded = other.status === 'submitted' ? 2 : 1;
    expect(after.shortAnswers.waiting).toBe(before.shortAnswers.waiting - graded);
    const mine = after.people.find((person) => person.userId === grader.id);
    expect(mine).toMatchObject({
      shortAnswers: { today: 1, week: 1, month: 2, meanHours: 3 },
      homework: { today: 0, week: 0, month: 0, meanHours: null },
    });
  });

  it('is for administrators only', async () => {
    const teacher = await createLearner(t.app.db);
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
    expect((await call(t.app, 'GET', '/console/grading', { token: teacher.token })).code).toBe(403);
  });
});
