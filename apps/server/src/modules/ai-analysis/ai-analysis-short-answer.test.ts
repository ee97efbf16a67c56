import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createEssayBank, type EssayBank } from '../../../test/essay-bank.ts';
import { NOT_REVEALED_MESSAGE } from './ai-analysis.service.ts';

describe.each(engines)('AI analysis of a 申论 short answer on %s', (engine) => {
  let t: TestApp;
  let bank: EssayBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createEssayBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  it('explains a short answer once the learner submitted it, not while it is a draft', async () => {
    const learner = await createLearner(t.app.db);
    expect((await call('GET', 'aigc/readNotice', { type: 1 }, learner.token)).code).toBe(200);
    const save = await call(
      'POST',
      'shortAnswer/save',
      { id: bank.q1, answer: '一是选址偏僻；二是收支难平衡。', url: [] },
      learner.token,
    );
    expect(save.code).toBe(200);
    const early = await call('POST', 'aigc/analysis', { questionId: bank.q1 }, learner.token);
    expect(early).toMatchObject({ code: 403, msg: NOT_REVEALED_MESSAGE });

    expect((await call('POST', 'shortAnswer/submit', { id: bank.q1 }, learner.token)).code).toBe(
      200,
    );
    const result = await call('POST', 'aigc/analysis', { questionId: bank.q1 }, learner.token);
    expect(result.code).toBe(200);
    expect(result.data.analysis).toContain('参考答案一');
    // Another learner who has not written it still cannot see the explanation.
    const other = await createLearner(t.app.db);
    await call('GET', 'aigc/readNotice', { type: 1 }, other.token);
    expect((await call('POST', 'aigc/analysis', { questionId: bank.q1 }, other.token)).msg).toBe(
      NOT_REVEALED_MESSAGE,
    );
  });
});
