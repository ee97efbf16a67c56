import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import {
  createAiBank,
  parseSse,
  revealedLearner,
  type AiBank,
} from './ai-analysis.test-helpers.ts';
import { QUOTA_MESSAGE } from './ai-analysis.service.ts';
import { GENERATIONS_PER_MINUTE } from './rate-limit.ts';

interface Result {
  id: number;
  analysis: string;
  thumbsUp: number | null;
}

const baseAi = loadConfig({ NODE_ENV: 'test' }).ai;

describe.each(engines)('AI analysis with the local writer on %s', (engine) => {
  let t: TestApp;
  let bank: AiBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      config: { ai: { ...baseAi, freeDailyQuota: 3, regenerateAfterThumbsDown: 2 } },
    });
    bank = await createAiBank(t.app, 50);
    call = learningClient(t.app);
  });
  afterAll(() => t.close());

  it('tells a new learner the quota and the notice, and records consent once', async () => {
    const learner = await createLearner(t.app.db);
    const info = await call('GET', 'aigc/aiAnalysisInfo', {}, learner.token);
    expect(info).toMatchObject({
      code: 200,
      data: { canTriggerAi: true, hasReadNotice: false, remaining: 3, dailyQuota: 3, isVip: false },
    });
    const notice = (info.data.noticeContent as { content: string }).content;
    expect(notice).toContain('仅供学习参考');
    expect(notice).toContain('并非由大语言模型生成');

    expect((await call('GET', 'aigc/readNotice', { type: 2 }, learner.token)).msg).toBe(
      '声明类型不正确',
    );
    for (let i = 0; i < 2; i++) {
      expect(await call('GET', 'aigc/readNotice', { type: 1 }, learner.token)).toMatchObject({
        code: 200,
        data: null,
      });
    }
    const after = await call('GET', 'aigc/aiAnalysisInfo', {}, learner.token);
    expect(after.data.hasReadNotice).toBe(true);
    expect((await call('GET', 'aigc/aiAnalysisInfo', {})).code).toBe(401);
  });

  it('refuses without consent, before hand-in, and for unknown questions', async () => {
    const noConsent = await revealedLearner(t.app, bank, { consent: false });
    const refused = await call(
      'POST',
      'aigc/analysis',
      { questionId: bank.questionIds[0] },
      noConsent.token,
    );
    expect(refused).toMatchObject({ status: 403, code: 403, msg: '请先阅读并同意AI解析免责声明' });

    const fresh = await createLearner(t.app.db);
    await call('GET', 'aigc/readNotice', { type: 1 }, fresh.token);
    const notDone = await call(
      'POST',
      'aigc/analysis',
      { questionId: bank.questionIds[0] },
      fresh.token,
    );
    expect(notDone).toMatchObject({ code: 403, msg: '请先完成作答后再查看AI解析' });
    expect(
      (await call('POST', 'aigc/analysis', { questionId: 99_999_999 }, fresh.token)).code,
    ).toBe(404);
    expect((await call('POST', 'aigc/analysis', { questionId: 'x' }, fresh.token)).msg).toBe(
      '题目编号不正确',
    );
    // Nothing was charged by any refusal.
    const info = await call('GET', 'aigc/aiAnalysisInfo', {}, fresh.token);
    expect(info.data.remaining).toBe(3);
  });

  it('writes a useful explanation in the house style from the bank’s data', async () => {
    const learner = await revealedLearner(t.app, bank);
    const res = await call<Result>(
      'POST',
      'aigc/analysis',
      { questionId: bank.questionIds[0] },
      learner.token,
    );
    expect(res.code).toBe(200);
    const text = res.data.analysis;
    for (const heading of ['【考点】', '【解题思路】', '【逐项分析】', '【易错点】']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('逻辑填空');
    expect(text).toMatch(/B\. 秉持：正确。/);
    expect(text).toMatch(/A\. 坚持：错误。A项坚持侧重行为/);
    expect(text).not.toMatch(/<|\*\*/);
    expect(res.data.thumbsUp).toBeNull();
  });

  it('holds a free learner to the quota under 50 parallel requests', async () => {
    const learner = await revealedLearner(t.app, bank);
    const replies = await Promise.all(
      bank.questionIds.map((questionId) =>
        call<Result>('POST', 'aigc/analysis', { questionId }, learner.token),
      ),
    );
    const granted = replies.filter((reply) => reply.code === 200);
    expect(granted).toHaveLength(3);
    const refused = replies.filter((reply) => reply.code !== 200);
    expect(refused.every((reply) => reply.code === 403 && reply.msg === QUOTA_MESSAGE)).toBe(true);
    const info = await call('GET', 'aigc/aiAnalysisInfo', {}, learner.token);
    expect(info.data).toMatchObject({ remaining: 0, canTriggerAi: false });

    // Seeing an obtained explanation again is free, and the info says so for that question.
    const obtained = await t.app.db
      .selectFrom('ai_grant')
      .select('question_id')
      .where('user_id', '=', learner.id)
      .execute();
    expect(obtained).toHaveLength(3);
    const repeat = await call<Result>(
      'POST',
      'aigc/analysis',
      { questionId: obtained[0]!.question_id },
      learner.token,
    );
    expect(repeat.code).toBe(200);
    const infoFor = await call(
      'GET',
      'aigc/aiAnalysisInfo',
      { questionId: obtained[0]!.question_id },
      learner.token,
    );
    expect(infoFor.data).toMatchObject({ remaining: 0, canTriggerAi: true });
  });

  it('charges once for 50 parallel requests for the same question', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[10]!;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<Result>('POST', 'aigc/analysis', { questionId }, learner.token),
      ),
    );
    expect(replies.every((reply) => reply.code === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.data.id)).size).toBe(1);
    const info = await call('GET', 'aigc/aiAnalysisInfo', {}, learner.token);
    expect(info.data.remaining).toBe(2);
  });

  it('never limits a VIP member', async () => {
    const vip = await revealedLearner(t.app, bank, { weight: 10 });
    const info = await call('GET', 'aigc/aiAnalysisInfo', {}, vip.token);
    expect(info.data).toMatchObject({ isVip: true, remaining: null, canTriggerAi: true });
    for (const questionId of bank.questionIds.slice(20, 25)) {
      expect((await call('POST', 'aigc/analysis', { questionId }, vip.token)).code).toBe(200);
    }
    const quotaRows = await t.app.db
      .selectFrom('ai_quota_day')
      .selectAll()
      .where('user_id', '=', vip.id)
      .execute();
    expect(quotaRows).toHaveLength(0);
  });

  it('takes one rating per learner, only from one who received the explanation', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[30]!;
    const res = await call<Result>('POST', 'aigc/analysis', { questionId }, learner.token);
    const id = res.data.id;
    const stranger = await createLearner(t.app.db);
    expect(
      (await call('POST', 'aigc/updateThumbsUp', { id, thumbsUp: 1 }, stranger.token)).code,
    ).toBe(403);
    expect(
      (await call('POST', 'aigc/updateThumbsUp', { id, thumbsUp: 2 }, learner.token)).msg,
    ).toBe('评价只能是1（很满意）或0（不太好）');
    expect(
      await call('POST', 'aigc/updateThumbsUp', { id, thumbsUp: 1 }, learner.token),
    ).toMatchObject({ code: 200 });
    expect(
      await call('POST', 'aigc/updateThumbsUp', { id, thumbsUp: 0 }, learner.token),
    ).toMatchObject({ code: 400, msg: '您已评价过该解析' });
    const again = await call<Result>('POST', 'aigc/analysis', { questionId }, learner.token);
    expect(again.data).toMatchObject({ id, thumbsUp: 1 });
  });

  it('never rewrites the local writer’s text, however many thumbs-down it gets', async () => {
    const questionId = bank.questionIds[40]!;
    const first = await revealedLearner(t.app, bank);
    const second = await revealedLearner(t.app, bank);
    const original = await call<Result>('POST', 'aigc/analysis', { questionId }, first.token);
    await call('POST', 'aigc/analysis', { questionId }, second.token);
    // Old enough to be rewritten, were it a model's text.
    await t.app.db
      .updateTable('ai_explanation')
      .set({ created_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', original.data.id)
      .execute();
    for (const learner of [first, second]) {
      const rated = await call(
        'POST',
        'aigc/updateThumbsUp',
        { id: original.data.id, thumbsUp: 0 },
        learner.token,
      );
      expect(rated.code).toBe(200);
    }
    const again = await call<Result>('POST', 'aigc/analysis', { questionId }, first.token);
    expect(again.data).toMatchObject({ id: original.data.id, thumbsUp: 0 });
    const rows = await t.app.db
      .selectFrom('ai_explanation')
      .select(['status', 'thumbs_down_count'])
      .where('question_id', '=', questionId)
      .execute();
    expect(rows).toEqual([{ status: 'ready', thumbs_down_count: 2 }]);
  });

  it('limits each learner’s generation requests per minute', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[35]!;
    const replies = [];
    for (let i = 0; i < GENERATIONS_PER_MINUTE + 1; i++) {
      replies.push(await call('POST', 'aigc/analysis', { questionId }, learner.token));
    }
    expect(replies.slice(0, -1).every((reply) => reply.code === 200)).toBe(true);
    expect(replies.at(-1)).toMatchObject({ code: 429 });
    // Another learner has a budget of their own.
    const other = await revealedLearner(t.app, bank);
    expect((await call('POST', 'aigc/analysis', { questionId }, other.token)).code).toBe(200);
  });

  it('streams deltas in order and a done event equal to the stored text', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[45]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/gxw-web-student/aigc/analysisStream',
      headers: { token: learner.token, 'accept-encoding': 'gzip' },
      payload: { questionId },
    });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    // A keep-alive comment first, so the connection shows life before any text.
    expect(res.body.startsWith(': ok\n\n')).toBe(true);
    const events = parseSse(res.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const text = deltas.map((event) => event.data.text).join('');
    expect(done.data.analysis).toBe(text);
    const stored = await t.app.db
      .selectFrom('ai_explanation')
      .select(['id', 'analysis'])
      .where('id', '=', done.data.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.analysis).toBe(text);

    // Cached: at once, in one delta.
    const cached = await t.app.inject({
      method: 'POST',
      url: '/gxw-web-student/aigc/analysisStream',
      headers: { token: learner.token },
      payload: { questionId },
    });
    const cachedEvents = parseSse(cached.body);
    expect(cachedEvents.map((event) => event.event)).toEqual(['delta', 'done']);
    expect(cachedEvents[1]!.data).toMatchObject({ id: stored.id, analysis: text, thumbsUp: null });

    // Refusals are ordinary envelopes.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/gxw-web-student/aigc/analysisStream',
      headers: { token: (await createLearner(t.app.db)).token },
      payload: { questionId },
    });
    expect(refused.json()).toMatchObject({ code: 403, msg: '请先阅读并同意AI解析免责声明' });
  });
});
