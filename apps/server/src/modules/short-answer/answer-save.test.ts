import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_ANSWER_MAX_CHARS } from '@shangan/shared';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createEssayBank, type EssayBank } from '../../../test/essay-bank.ts';

/**
 * Saves carrying the client's rising `rev`: an older save that arrives after a newer one (a
 * keepalive save on page hide, a slow S3 check) is answered `stale` and changes nothing.
 */
describe.each(engines)('saving short answers in order on %s', (engine) => {
  let t: TestApp;
  let bank: EssayBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createEssayBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  const save = (token: string, body: Record<string, unknown>) =>
    call<{ savedAt: string; status: string; stale?: boolean }>(
      'POST',
      'shortAnswer/save',
      body,
      token,
    );
  const stored = async (token: string, id: number) =>
    (await call<{ answer: { answer: string } }>('GET', 'shortAnswer/question', { id }, token)).data
      .answer.answer;

  it('keeps the newer text when an older save lands after it', async () => {
    const learner = await createLearner(t.app.db);
    const base = Date.now();
    const first = await save(learner.token, { id: bank.q1, answer: '第一稿', rev: base });
    expect(first).toMatchObject({ code: 200, data: { status: 'draft' } });
    expect(first.data.stale).toBeUndefined();
    const newer = await save(learner.token, { id: bank.q1, answer: '第三稿', rev: base + 2 });
    expect(newer.code).toBe(200);
    const older = await save(learner.token, { id: bank.q1, answer: '第二稿', rev: base + 1 });
    expect(older).toMatchObject({
      code: 200,
      data: { stale: true, status: 'draft', savedAt: newer.data.savedAt },
    });
    // The same rev again (the page's queue repeating a keepalive save) is stale as well.
    const again = await save(learner.token, { id: bank.q1, answer: '别的', rev: base + 2 });
    expect(again.data.stale).toBe(true);
    expect(await stored(learner.token, bank.q1)).toBe('第三稿');
    const row = await t.app.db
      .selectFrom('sa_answer')
      .select('rev')
      .where('user_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(row.rev).toBe(base + 2);
  });

  it('still takes saves without rev, last write wins', async () => {
    const learner = await createLearner(t.app.db);
    await save(learner.token, { id: bank.q2, answer: '有序号', rev: Date.now() });
    const plain = await save(learner.token, { id: bank.q2, answer: '无序号' });
    expect(plain.code).toBe(200);
    expect(plain.data.stale).toBeUndefined();
    expect(await stored(learner.token, bank.q2)).toBe('无序号');
  });

  it('refuses a bad rev and text over the shared limit, changing nothing', async () => {
    const learner = await createLearner(t.app.db);
    await save(learner.token, { id: bank.standalone, answer: '原文', rev: 5 });
    expect(await save(learner.token, { id: bank.standalone, answer: 'x', rev: -1 })).toMatchObject({
      code: 400,
      msg: '保存序号不正确',
    });
    expect(
      await save(learner.token, {
        id: bank.standalone,
        answer: '字'.repeat(SHORT_ANSWER_MAX_CHARS + 1),
        rev: 6,
      }),
    ).toMatchObject({ code: 400, msg: `作答内容不能超过${SHORT_ANSWER_MAX_CHARS}字` });
    expect(await stored(learner.token, bank.standalone)).toBe('原文');
  });

  it('refuses a save after hand-in whatever its rev', async () => {
    const learner = await createLearner(t.app.db);
    await save(learner.token, { id: bank.q1, answer: '交卷稿', rev: 10 });
    await call('POST', 'shortAnswer/submit', { id: bank.q1 }, learner.token);
    expect(await save(learner.token, { id: bank.q1, answer: '晚到', rev: 11 })).toMatchObject({
      code: 400,
      msg: '答案已提交，不能再修改',
    });
    expect(await save(learner.token, { id: bank.q1, answer: '更早', rev: 9 })).toMatchObject({
      code: 400,
      msg: '答案已提交，不能再修改',
    });
  });
});
