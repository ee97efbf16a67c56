import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FAILED_MESSAGE, AI_TIMEOUT_MESSAGE, AiProviderError } from './ai-provider.ts';
import type { AiRequest } from './ai-provider.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import {
  MAX_COMPLETION_TOKENS,
  createOpenAiCompatible,
  type OpenAiCompatibleConfig,
} from './openai-compatible.ts';

const request: AiRequest = {
  system: '系统提示',
  user: '题干',
  question: {
    questionId: 1,
    typeCode: 'single_choose',
    typeName: '单选题',
    points: [],
    stem: '题干',
    options: [],
    materials: [],
    answer: 'B',
    analyses: [],
  },
};

async function collect(config: OpenAiCompatibleConfig) {
  const stream = createOpenAiCompatible(config).stream(request);
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
    return { pieces, usage: stream.usage, error: null };
  } catch (error) {
    return { pieces, usage: stream.usage, error: error as AiProviderError };
  }
}

describe('OpenAI-compatible adapter against a fake server', () => {
  let fake: FakeOpenAi;
  let config: OpenAiCompatibleConfig;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    config = {
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'deepseek-chat',
      // Generous: a busy machine must not time out a healthy answer. The stall tests shorten
      // the deadline they test, where slowness only makes the stall time out more surely.
      timeoutMs: 30_000,
      firstTokenTimeoutMs: 15_000,
    };
  });
  afterAll(() => fake.close());

  it('streams the chunks in order, counts tokens and sends the protocol’s request', async () => {
    const before = fake.requests.length;
    fake.script([
      {
        chunks: ['甲', '乙', '丙', '丁'],
        delayMs: 5,
        usage: { prompt_tokens: 50, completion_tokens: 4 },
      },
    ]);
    const result = await collect(config);
    expect(result.error).toBeNull();
    expect(result.pieces).toEqual(['甲', '乙', '丙', '丁']);
    expect(result.usage).toEqual({ promptTokens: 50, completionTokens: 4 });
    const sent = fake.requests[before]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'deepseek-chat',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: MAX_COMPLETION_TOKENS,
      messages: [
        { role: 'system', content: '系统提示' },
        { role: 'user', content: '题干' },
      ],
    });
  });

  it('gives up with a clear message when the first token does not come', async () => {
    fake.script([{ stallAfter: 0 }]);
    const result = await collect({ ...config, firstTokenTimeoutMs: 400 });
    expect(result.error).toBeInstanceOf(AiProviderError);
    expect(result.error?.message).toBe(AI_TIMEOUT_MESSAGE);
    expect(result.error?.kind).toBe('timeout');
  });

  it('gives up when the whole answer takes too long, after some text arrived', async () => {
    fake.script([{ chunks: ['一', '二', '三'], stallAfter: 2 }]);
    const result = await collect({ ...config, timeoutMs: 3_000 });
    expect(result.pieces).toEqual(['一', '二']);
    expect(result.error?.message).toBe(AI_TIMEOUT_MESSAGE);
  });

  it('retries once after a 500 and succeeds', async () => {
    const before = fake.requests.length;
    fake.script([{ status: 500 }, { chunks: ['好'] }]);
    const result = await collect(config);
    expect(result.error).toBeNull();
    expect(result.pieces).toEqual(['好']);
    expect(fake.requests.length - before).toBe(2);
  });

  it('retries a 429 once, and fails after a second 5xx', async () => {
    const before = fake.requests.length;
    fake.script([{ status: 429 }, { status: 503 }, { chunks: ['不该到这里'] }]);
    const result = await collect(config);
    expect(result.error?.message).toBe(AI_FAILED_MESSAGE);
    expect(result.error?.kind).toBe('failed');
    expect(fake.requests.length - before).toBe(2);
    fake.script([]);
  });

  it('does not retry a refused key (401)', async () => {
    const before = fake.requests.length;
    fake.script([{ status: 401 }, { chunks: ['不该到这里'] }]);
    const result = await collect(config);
    expect(result.error?.message).toBe(AI_FAILED_MESSAGE);
    expect(result.error?.detail).toContain('401');
    expect(fake.requests.length - before).toBe(1);
    fake.script([]);
  });

  it('fails an answer cut off by the token limit, a filter, or a body ending early', async () => {
    for (const cut of [
      { finishReason: 'length' },
      { finishReason: 'content_filter' },
      { cutOff: true },
    ]) {
      fake.script([{ chunks: ['一', '二'], ...cut }]);
      const result = await collect(config);
      expect(result.pieces).toEqual(['一', '二']);
      expect(result.error?.message).toBe(AI_FAILED_MESSAGE);
      expect(result.error?.kind).toBe('failed');
    }
    fake.script([]);
  });

  it('waits past the first-token deadline while a reasoning model is thinking', async () => {
    // Each event comes well within the deadline (1 s); the answer itself only after 4 of them,
    // past the deadline counted from the request.
    fake.script([{ reasoning: ['想', '再想', '还想', '想好了'], chunks: ['答'], delayMs: 300 }]);
    const result = await collect({ ...config, firstTokenTimeoutMs: 1_000 });
    expect(result.error).toBeNull();
    expect(result.pieces).toEqual(['答']);
  });

  it('stops the upstream request when the consumer stops reading', async () => {
    const before = fake.requests.length;
    fake.script([{ chunks: Array.from({ length: 40 }, (_, i) => `第${i}段`), delayMs: 10 }]);
    const stream = createOpenAiCompatible(config).stream(request);
    let count = 0;
    for await (const piece of stream) {
      expect(piece).toBe(`第${count}段`);
      if (++count === 3) break;
    }
    // Read to the end, the response would close only after all 40 chunks.
    await fake.requests[before]!.closed;
    expect(fake.requests[before]!.sent).toBeLessThan(40);
    fake.script([]);
  });

  it('fails clearly when nothing listens at the address', async () => {
    const result = await collect({ ...config, baseUrl: 'http://127.0.0.1:9/v1' });
    expect(result.error?.message).toBe(AI_FAILED_MESSAGE);
  });
});
