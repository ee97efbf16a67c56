import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig, type AiConfig } from '../../config/env.ts';
import {
  AI_FAILED_MESSAGE,
  AI_TIMEOUT_MESSAGE,
  createAiProvider,
} from '../../providers/ai/index.ts';
import { MAX_COMPLETION_TOKENS } from '../../providers/ai/openai-compatible.ts';
import {
  DEFAULT_CHUNKS,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../providers/ai/fake-openai.ts';
import { createLocalAi } from '../../providers/ai/local-ai.ts';
import { findQuestion } from '../question-bank/public.ts';
import { learningClient } from '../../../test/learning-client.ts';
import {
  createAiBank,
  parseSse,
  revealedLearner,
  type AiBank,
} from './ai-analysis.test-helpers.ts';
import { loadExplainSource } from './explain-source.ts';
import { MAX_EXPLANATION_CHARS } from './output-sanitizer.ts';
import { ExplanationGenerator } from './explanation-generator.ts';
import { claimExplanation } from './ai-analysis.repository.ts';
import { PROMPT_VERSION } from './prompt.ts';

interface Result {
  id: number;
  analysis: string;
  thumbsUp: number | null;
}

describe.each(engines)('AI analysis through an OpenAI-compatible upstream on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let bank: AiBank;
  let ai: AiConfig;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ai = {
      ...loadConfig({ NODE_ENV: 'test' }).ai,
      provider: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'qwen-plus',
      // Generous deadlines: a busy machine must not turn a healthy answer into a time-out.
      // The tests of a stalled upstream shorten them for themselves (withShortDeadlines).
      timeoutMs: 30_000,
      firstTokenTimeoutMs: 15_000,
      freeDailyQuota: 3,
      regenerateAfterThumbsDown: 1,
    };
    t = await createTestApp(engine, { config: { ai } });
    bank = await createAiBank(t.app, 17);
    call = learningClient(t.app);
  });
  /**
   * Runs a test of a stalled upstream with short deadlines. The provider reads its deadlines
   * from the app's config object on each request; a slow machine only makes a stall time out
   * more surely, so these short times cannot fail a test by themselves.
   */
  async function withShortDeadlines(run: () => Promise<void>): Promise<void> {
    const saved = { timeoutMs: ai.timeoutMs, firstTokenTimeoutMs: ai.firstTokenTimeoutMs };
    Object.assign(ai, { timeoutMs: 2_000, firstTokenTimeoutMs: 300 });
    try {
      await run();
    } finally {
      Object.assign(ai, saved);
    }
  }

  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const remaining = async (token: string) =>
    (await call('GET', 'aigc/aiAnalysisInfo', {}, token)).data.remaining;
  const rowsOf = (questionId: number) =>
    t.app.db
      .selectFrom('ai_explanation')
      .selectAll()
      .where('question_id', '=', questionId)
      .execute();

  it('sends the question to the model and records provider, model, tokens and time', async () => {
    const learner = await revealedLearner(t.app, bank);
    const before = fake.requests.length;
    fake.script([{ usage: { prompt_tokens: 420, completion_tokens: 77 } }]);
    const res = await call<Result>(
      'POST',
      'aigc/analysis',
      { questionId: bank.questionIds[0] },
      learner.token,
    );
    expect(res.code).toBe(200);
    expect(res.data.analysis).toContain('【考点】');
    const prompt = fake.requests[before]!.body.messages!;
    expect(prompt[0]!.content).toContain('【考点】【解题思路】【逐项分析】【易错点】');
    expect(prompt[1]!.content).toContain('参考答案：B');
    expect(prompt[1]!.content).toContain('B. 秉持');
    expect(prompt[1]!.content).toContain('秉持强调抱持理念');
    expect(prompt[1]!.content).not.toContain('<p>');
    expect(await rowsOf(bank.questionIds[0]!)).toMatchObject([
      { provider: 'openai', model: 'qwen-plus', prompt_tokens: 420, completion_tokens: 77 },
    ]);
  });

  it('a failed generation spends no quota and leaves nothing that blocks the next try', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[1]!;
    fake.script([{ status: 500 }, { status: 502 }]);
    const failed = await call('POST', 'aigc/analysis', { questionId }, learner.token);
    expect(failed).toMatchObject({ code: 500, msg: AI_FAILED_MESSAGE });
    expect(await remaining(learner.token)).toBe(3);
    expect(await rowsOf(questionId)).toHaveLength(0);
    fake.script([]);
    const retried = await call('POST', 'aigc/analysis', { questionId }, learner.token);
    expect(retried.code).toBe(200);
    expect(await remaining(learner.token)).toBe(2);
  });

  it('a timed-out generation spends no quota either', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[2]!;
    fake.script([{ stallAfter: 0 }]);
    let stalled: Awaited<ReturnType<typeof call>> | undefined;
    await withShortDeadlines(async () => {
      stalled = await call('POST', 'aigc/analysis', { questionId }, learner.token);
    });
    expect(stalled).toMatchObject({ code: 500, msg: AI_TIMEOUT_MESSAGE });
    expect(await remaining(learner.token)).toBe(3);
    expect(await rowsOf(questionId)).toHaveLength(0);
    fake.script([]);
    expect((await call('POST', 'aigc/analysis', { questionId }, learner.token)).code).toBe(200);
  });

  it('a failure after the stream opened ends it with an error event', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[3]!;
    fake.script([{ chunks: ['【考点】', '还没写完'], stallAfter: 1 }]);
    let res: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    await withShortDeadlines(async () => {
      res = await t.app.inject({
        method: 'POST',
        url: '/gxw-web-student/aigc/analysisStream',
        headers: { token: learner.token },
        payload: { questionId },
      });
    });
    const events = parseSse(res!.body);
    expect(events.map((event) => event.event)).toEqual(['delta', 'error']);
    expect(events[1]!.data).toEqual({ code: 500, msg: AI_TIMEOUT_MESSAGE });
    expect(await remaining(learner.token)).toBe(3);
    fake.script([]);
  });

  it('20 learners asking at once for a new question cause one upstream call', async () => {
    const questionId = bank.questionIds[4]!;
    const learners = await Promise.all(
      Array.from({ length: 20 }, () => revealedLearner(t.app, bank)),
    );
    const before = fake.requests.length;
    fake.script([], {
      chunks: Array.from({ length: 10 }, (_, i) => `第${i + 1}段。`),
      delayMs: 20,
    });
    const replies = await Promise.all(
      learners.map((learner) =>
        call<Result>('POST', 'aigc/analysis', { questionId }, learner.token),
      ),
    );
    expect(fake.requests.length - before).toBe(1);
    expect(replies.every((reply) => reply.code === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.data.id)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.data.analysis)).size).toBe(1);
    fake.script([]);
  });

  it('a second server instance waits for the claimed row instead of calling upstream', async () => {
    const questionId = bank.questionIds[5]!;
    const question = (await findQuestion(t.app.db, questionId))!;
    const instances = [1, 2].map(
      () =>
        new ExplanationGenerator({
          db: t.app.db,
          provider: createAiProvider(ai),
          config: ai,
          log: t.app.log,
        }),
    );
    const before = fake.requests.length;
    fake.script([], { delayMs: 30 });
    const [a, b] = await Promise.all(
      instances.map((generator) =>
        generator.explain(questionId, () => loadExplainSource(t.app.db, question)),
      ),
    );
    expect(fake.requests.length - before).toBe(1);
    expect(a).toEqual(b);
    fake.script([]);
  });

  it('a learner who leaves mid-stream does not stop the generation others wait for', async () => {
    const questionId = bank.questionIds[7]!;
    const [leaver, stayer] = await Promise.all([
      revealedLearner(t.app, bank),
      revealedLearner(t.app, bank),
    ]);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = fake.requests.length;
    fake.script([], { chunks: Array.from({ length: 8 }, (_, i) => `第${i + 1}段。`), delayMs: 25 });
    const open = (token: string, signal?: AbortSignal) =>
      fetch(`${address}/gxw-web-student/aigc/analysisStream`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ questionId }),
        signal,
      });
    const controller = new AbortController();
    const leaving = await open(leaver.token, controller.signal);
    const reader = leaving.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) {
      seen += new TextDecoder().decode((await reader.read()).value);
    }
    const staying = open(stayer.token);
    controller.abort();
    const events = parseSse(await (await staying).text());
    expect(events.at(-1)!.event).toBe('done');
    expect(events.at(-1)!.data.analysis).toBe(
      Array.from({ length: 8 }, (_, i) => `第${i + 1}段。`).join(''),
    );
    expect(fake.requests.length - before).toBe(1);
    fake.script([]);
  });

  it('strips HTML and Markdown from what the model writes before storing or sending it', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[6]!;
    fake.script([
      {
        chunks: [
          '## 【考点】\n**词语',
          '辨析**<script>alert(1)</scr',
          'ipt>\n\n\n\n\n【易错点】\n`注意`\u0007',
        ],
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/gxw-web-student/aigc/analysisStream',
      headers: { token: learner.token },
      payload: { questionId },
    });
    const events = parseSse(res.body);
    const expected = '【考点】\n词语辨析\n\n【易错点】\n注意';
    expect(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join(''),
    ).toBe(expected);
    expect(events.at(-1)!.data.analysis).toBe(expected);
    expect((await rowsOf(questionId))[0]!.analysis).toBe(expected);
  });
  const generatorWith = (provider = createAiProvider(ai)) =>
    new ExplanationGenerator({ db: t.app.db, provider, config: ai, log: t.app.log });
  const sourceOf = async (questionId: number) => {
    const question = (await findQuestion(t.app.db, questionId))!;
    return () => loadExplainSource(t.app.db, question);
  };
  const age = (id: number) =>
    t.app.db
      .updateTable('ai_explanation')
      .set({ created_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', id)
      .execute();
  const thumbsDown = async (id: number, token: string) =>
    (await call('POST', 'aigc/updateThumbsUp', { id, thumbsUp: 0 }, token)).code;

  it('does not serve the local writer’s text once a model is configured', async () => {
    const questionId = bank.questionIds[8]!;
    const local = await generatorWith(createLocalAi()).explain(
      questionId,
      await sourceOf(questionId),
    );
    expect(local.analysis).toContain('【逐项分析】');
    const learner = await revealedLearner(t.app, bank);
    const before = fake.requests.length;
    const res = await call<Result>('POST', 'aigc/analysis', { questionId }, learner.token);
    expect(fake.requests.length - before).toBe(1);
    expect(res.data.id).not.toBe(local.id);
    expect(res.data.analysis).toBe(DEFAULT_CHUNKS.join(''));
    expect(await rowsOf(questionId)).toMatchObject([
      { provider: 'local', model: 'local-composer', generation: 1 },
      { provider: 'openai', model: 'qwen-plus', generation: 1 },
    ]);
  });

  it('stores nothing from an answer cut off, and spends no quota', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[9]!;
    for (const cut of [{ finishReason: 'length' }, { cutOff: true }]) {
      fake.script([{ chunks: ['【考点】', '写到一半'], ...cut }]);
      const res = await call('POST', 'aigc/analysis', { questionId }, learner.token);
      expect(res).toMatchObject({ code: 500, msg: AI_FAILED_MESSAGE });
    }
    expect(await remaining(learner.token)).toBe(3);
    expect(await rowsOf(questionId)).toHaveLength(0);
    fake.script([]);
  });

  it('asks for a bounded answer and stops reading once the text is long enough', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[10]!;
    const before = fake.requests.length;
    fake.script([
      { chunks: Array.from({ length: 60 }, () => '很长的解析。'.repeat(50)), delayMs: 5 },
    ]);
    const res = await call<Result>('POST', 'aigc/analysis', { questionId }, learner.token);
    expect(res.code).toBe(200);
    expect(res.data.analysis).toHaveLength(MAX_EXPLANATION_CHARS);
    const upstream = fake.requests[before]!;
    expect(upstream.body.max_tokens).toBe(MAX_COMPLETION_TOKENS);
    await upstream.closed;
    expect(upstream.sent).toBeLessThan(60);
    fake.script([]);
  });

  it('rewrites a thumbed-down answer only when old enough, and at most 3 times in all', async () => {
    const questionId = bank.questionIds[11]!;
    const learners = await Promise.all([1, 2, 3, 4].map(() => revealedLearner(t.app, bank)));
    const ask = async (token: string) =>
      (await call<Result>('POST', 'aigc/analysis', { questionId }, token)).data;
    const first = await ask(learners[0]!.token);
    // Too new: the thumbs-down counts but buys no rewrite.
    expect(await thumbsDown(first.id, learners[0]!.token)).toBe(200);
    expect((await ask(learners[1]!.token)).id).toBe(first.id);
    await age(first.id);
    expect(await thumbsDown(first.id, learners[1]!.token)).toBe(200);
    const second = await ask(learners[2]!.token);
    expect(second.id).not.toBe(first.id);
    await age(second.id);
    expect(await thumbsDown(second.id, learners[2]!.token)).toBe(200);
    const third = await ask(learners[3]!.token);
    await age(third.id);
    expect(await thumbsDown(third.id, learners[3]!.token)).toBe(200);
    // The cap is reached: the third generation stays, however it is rated.
    expect((await ask(learners[0]!.token)).id).toBe(third.id);
    expect((await rowsOf(questionId)).map((row) => [row.generation, row.status])).toEqual([
      [1, 'stale'],
      [2, 'stale'],
      [3, 'ready'],
    ]);
  });

  it('serves the old text when rewriting it fails, and charges as for any answer', async () => {
    const questionId = bank.questionIds[12]!;
    const rater = await revealedLearner(t.app, bank);
    const later = await revealedLearner(t.app, bank);
    const original = (await call<Result>('POST', 'aigc/analysis', { questionId }, rater.token))
      .data;
    await age(original.id);
    expect(await thumbsDown(original.id, rater.token)).toBe(200);
    fake.script([{ status: 500 }, { status: 500 }]);
    const res = await call<Result>('POST', 'aigc/analysis', { questionId }, later.token);
    expect(res.data).toMatchObject({ id: original.id, analysis: original.analysis });
    expect(await remaining(later.token)).toBe(2);
    fake.script([]);
  });
  it('refunds a learner whose claim was dropped while the model was writing', async () => {
    const learner = await revealedLearner(t.app, bank);
    const questionId = bank.questionIds[13]!;
    fake.script([{ chunks: ['【考点】', '一', '二', '三'], delayMs: 40 }]);
    const asking = call('POST', 'aigc/analysis', { questionId }, learner.token);
    // Taken for abandoned by another instance: the row goes while the text is still coming.
    while ((await rowsOf(questionId)).length === 0) await new Promise((r) => setTimeout(r, 10));
    await t.app.db.deleteFrom('ai_explanation').where('question_id', '=', questionId).execute();
    expect(await asking).toMatchObject({ code: 500, msg: AI_FAILED_MESSAGE });
    expect(await remaining(learner.token)).toBe(3);
    expect(await rowsOf(questionId)).toHaveLength(0);
    fake.script([]);
  });

  /** A pending claim as an instance leaves it when killed mid-generation: never marked again. */
  const abandonedClaim = async (questionId: number, claimedAt: Date) => {
    const id = await claimExplanation(
      t.app.db,
      {
        questionId,
        promptVersion: PROMPT_VERSION,
        provider: 'openai',
        model: ai.model,
        generation: 1,
      },
      claimedAt.toISOString(),
    );
    return id!;
  };

  it('takes over a claim its killed instance no longer refreshes, instead of timing out', async () => {
    // Left 20 s ago: past the 15 s a live claim goes unmarked, taken over by the first asker.
    const questionId = bank.questionIds[14]!;
    const abandoned = await abandonedClaim(questionId, new Date(Date.now() - 20_000));
    const learner = await revealedLearner(t.app, bank);
    const before = fake.requests.length;
    fake.script([]);
    const res = await call<Result>('POST', 'aigc/analysis', { questionId }, learner.token);
    expect(res.code).toBe(200);
    expect(res.data.analysis).toBe(DEFAULT_CHUNKS.join(''));
    expect(fake.requests.length - before).toBe(1);
    expect((await rowsOf(questionId)).map((row) => [row.id === abandoned, row.status])).toEqual([
      [false, 'ready'],
    ]);

    // Left just now: a waiter waits only until it goes unmarked, then generates itself.
    const other = bank.questionIds[15]!;
    const fresh = await abandonedClaim(other, new Date());
    const waiter = new ExplanationGenerator({
      db: t.app.db,
      provider: createAiProvider(ai),
      config: ai,
      log: t.app.log,
      claim: { refreshMs: 100, staleMs: 300 },
    });
    const explained = await waiter.explain(other, await sourceOf(other));
    expect(explained.analysis).toBe(DEFAULT_CHUNKS.join(''));
    expect(explained.id).not.toBe(fresh);
    expect(fake.requests.length - before).toBe(2);
  });

  it('keeps waiting for a claim its instance keeps refreshing, however long it writes', async () => {
    const questionId = bank.questionIds[16]!;
    // The claim goes stale after 1.5 s unmarked; writing takes longer, marked every 100 ms.
    const claim = { refreshMs: 100, staleMs: 1_500 };
    const [writer, waiter] = [1, 2].map(
      () =>
        new ExplanationGenerator({
          db: t.app.db,
          provider: createAiProvider(ai),
          config: ai,
          log: t.app.log,
          claim,
        }),
    );
    const chunks = Array.from({ length: 25 }, (_, i) => `第${i + 1}段。`);
    const before = fake.requests.length;
    fake.script([], { chunks, delayMs: 100 });
    const source = await sourceOf(questionId);
    const writing = writer!.explain(questionId, source);
    while ((await rowsOf(questionId)).length === 0) await new Promise((r) => setTimeout(r, 10));
    const waited = await waiter!.explain(questionId, source);
    expect(await writing).toEqual(waited);
    expect(waited.analysis).toBe(chunks.join(''));
    expect(fake.requests.length - before).toBe(1);
    const [row] = await rowsOf(questionId);
    expect(row!.status).toBe('ready');
    expect(Date.parse(row!.claimed_at)).toBeGreaterThan(Date.parse(row!.created_at));
    fake.script([]);
  });
});
