import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { bankContent, keptQuestionCount } from './bank-content-cache.ts';
import type { QuestionBankContext } from './context.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { questionObjects } from './question-bank.test-helpers.ts';

interface Session {
  exercise: { id: number; title: string };
  questions: Array<{ id: number; context: string; sonQuestion: Array<{ id: number }> }>;
}

/**
 * Each instance keeps copies of the bank's rows; a change made anywhere else — another instance,
 * a script, a fix by hand — must show at the next request all the same. The other writer here
 * is a second connection to the same database, which is what another instance is.
 */
describe.each(engines)('the kept copy of the bank on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let other: DatabaseHandle;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    other = openDatabase(t.database.url);
    call = learningClient(t.app);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const start = async (token: string) => {
    const res = await call<Session>(
      'POST',
      'v2/catalogue/getCatalogueQuestion',
      { catalogueId: bank.catalogues.blanks, count: 20 },
      token,
    );
    expect(res.code).toBe(200);
    return res.data;
  };
  const reopen = async (token: string, exerciseId: number) => {
    const res = await call<Session>(
      'POST',
      'userExerciseLog/getExerciseQuestion',
      { exerciseId },
      token,
    );
    expect(res.code).toBe(200);
    return res.data;
  };
  const stemOf = (session: Session, id: number) =>
    questionObjects(session).find((question) => question.id === id)?.context;

  it('shows a question corrected elsewhere at the next open', async () => {
    const learner = await createLearner(t.app.db);
    const { exercise } = await start(learner.token);
    // Opened twice: the second open is served from the copy.
    expect(stemOf(await reopen(learner.token, exercise.id), bank.q.single)).toContain('依次填入');
    expect(stemOf(await reopen(learner.token, exercise.id), bank.q.single)).toContain('依次填入');

    await other.db
      .updateTable('qb_question')
      .set({ context: '<p>改正后的题干</p>' })
      .where('id', '=', bank.q.single)
      .execute();
    expect(stemOf(await reopen(learner.token, exercise.id), bank.q.single)).toBe(
      '<p>改正后的题干</p>',
    );
    expect(stemOf(await start(learner.token), bank.q.single)).toBe('<p>改正后的题干</p>');
  });

  it('names the next practice after a section renamed elsewhere', async () => {
    const learner = await createLearner(t.app.db);
    expect((await start(learner.token)).exercise.title).toBe('逻辑填空·专项练习');
    await other.db
      .updateTable('qb_catalogue')
      .set({ name: '逻辑填空（新）' })
      .where('id', '=', bank.catalogues.blanks)
      .execute();
    expect((await start(learner.token)).exercise.title).toBe('逻辑填空（新）·专项练习');
  });

  it('counts changes made by a foreign key, so a deleted paper is seen too', async () => {
    const version = async () =>
      (await other.db.selectFrom('qb_content_version').select('version').executeTakeFirstOrThrow())
        .version;
    const before = await version();
    // Its questions lose their paper through ON DELETE SET NULL, with no statement of ours.
    await other.db.deleteFrom('qb_paper').where('id', '=', bank.vipPaper).execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('keeps no more than its budget, dropping the oldest rows first', async () => {
    // A context of its own (a fresh handle is a fresh copy) with room for about two rows.
    const handle = openDatabase(t.database.url);
    try {
      const ctx: QuestionBankContext = {
        db: handle.db,
        engine,
        config: {
          ...t.app.config,
          questionBank: { ...t.app.config.questionBank, cacheMegabytes: 0.0015 },
        },
      };
      const ids = [bank.q.single, bank.q.trueFalse, bank.q.multiple];
      for (const id of ids) await (await bankContent(ctx, handle.db)).questions(handle.db, [id]);
      const kept = keptQuestionCount(ctx);
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(ids.length);
      // The newest stays: reading it again returns the kept row itself.
      const read = async () =>
        (await (await bankContent(ctx, handle.db)).questions(handle.db, [bank.q.multiple])).get(
          bank.q.multiple,
        );
      expect(await read()).toBe(await read());
    } finally {
      await handle.close();
    }
  });
});
