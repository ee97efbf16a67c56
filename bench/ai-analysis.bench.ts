import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createSession } from '../apps/server/src/modules/accounts/public.ts';
import {
  insertCatalogue,
  insertQuestion,
  insertSubject,
} from '../apps/server/src/modules/question-bank/public.ts';
import { startFakeOpenAi } from '../apps/server/src/providers/ai/fake-openai.ts';
import { startShanganServer } from './lib/server.ts';

/**
 * AI analysis figures (docs/areas/ai-analysis.md): time to the first character and to the full text through the
 * SSE endpoint, for questions never explained before (uncached) and the same ones again
 * (cached), with the local writer and with a fake OpenAI-compatible upstream that streams 30
 * chunks 20 ms apart (about what a hosted model does).
 */
const QUESTIONS = 20;
const UPSTREAM_CHUNKS = 30;
const UPSTREAM_DELAY_MS = 20;

interface Timing {
  firstMs: number;
  fullMs: number;
}

export async function benchAiAnalysis(): Promise<void> {
  const fake = await startFakeOpenAi();
  fake.script([], {
    chunks: Array.from({ length: UPSTREAM_CHUNKS }, (_, i) => `第${i + 1}句解析内容。`),
    delayMs: UPSTREAM_DELAY_MS,
  });
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const [label, env] of [
      ['local', { AI_PROVIDER: 'local' }],
      [
        `openai (fake, ${UPSTREAM_CHUNKS}×${UPSTREAM_DELAY_MS} ms)`,
        {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: fake.baseUrl,
          AI_API_KEY: 'sk-bench',
          AI_MODEL: 'bench',
        },
      ],
    ] as const) {
      const { uncached, cached } = await measureProvider(env);
      rows.push(row(`${label} · uncached`, uncached), row(`${label} · cached`, cached));
    }
  } finally {
    await fake.close();
  }
  console.log(`\nAI analysis — SSE aigc/analysisStream, ${QUESTIONS} questions each, sequential`);
  console.table(rows);
}

async function measureProvider(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-ai-bench-'));
  const url = path.join(dir, 'bench.db');
  const { token, catalogueId } = await prepare(url);
  const server = await startShanganServer({
    ...env,
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    AI_FREE_DAILY_QUOTA: '100000',
  });
  try {
    const base = `${server.baseURL}/gxw-web-student`;
    const post = (endpoint: string, body: unknown) =>
      fetch(`${base}/${endpoint}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = (await (
      await post('v2/catalogue/getCatalogueQuestion', { catalogueId, count: QUESTIONS })
    ).json()) as { data: { exercise: { id: number }; questions: Array<{ id: number }> } };
    await post('v2/catalogue/submitAnswer', {
      exerciseId: started.data.exercise.id,
      action: 'handIn',
    });
    const ids = started.data.questions.map((question) => question.id);
    const uncached: Timing[] = [];
    for (const id of ids)
      uncached.push(await timeStream(() => post('aigc/analysisStream', { questionId: id })));
    const cached: Timing[] = [];
    for (const id of ids)
      cached.push(await timeStream(() => post('aigc/analysisStream', { questionId: id })));
    return { uncached, cached };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds to the first delta event and to the done event. */
async function timeStream(request: () => Promise<Response>): Promise<Timing> {
  const start = performance.now();
  const response = await request();
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`no stream: ${response.status} ${await response.text()}`);
  }
  const decoder = new TextDecoder();
  let text = '';
  let firstMs = 0;
  for await (const bytes of response.body) {
    text += decoder.decode(bytes, { stream: true });
    if (!firstMs && text.includes('event: delta')) firstMs = performance.now() - start;
  }
  if (!text.includes('event: done')) throw new Error(`stream failed: ${text.slice(-200)}`);
  return { firstMs, fullMs: performance.now() - start };
}

/** A section of single-choice questions and a learner who accepted the AI notice. */
async function prepare(url: string): Promise<{ token: string; catalogueId: number }> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    const now = new Date().toISOString();
    const subjectId = await insertSubject(handle.db, { code: 'xingce', name: '行测' }, now);
    const catalogueId = await insertCatalogue(
      handle.db,
      { subjectId, name: '言语理解与表达', level: 1 },
      now,
    );
    for (let i = 0; i < QUESTIONS; i++) {
      await insertQuestion(
        handle.db,
        {
          subjectId,
          catalogueId,
          typeCode: 'single_choose',
          context: `<p>第${i + 1}题：依次填入划横线部分最恰当的一项是：</p>`,
          options: ['坚持', '秉持', '维持', '把持'],
          answer: 'B',
          analyses: [{ type: 'text', analysis: '<p>秉持强调抱持理念。A项坚持侧重行为。</p>' }],
        },
        now,
      );
    }
    const user = await handle.db
      .insertInto('app_user')
      .values({
        uuid: crypto.randomUUID(),
        user_name: 'aibench',
        invite_code: 'AIBENCH',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('ai_notice_consent')
      .values({ user_id: user.id, type: 1, created_at: now })
      .execute();
    const token = await createSession(handle.db, user.id, {
      keepLoggedIn: true,
      idleMinutes: 120,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    return { token, catalogueId };
  } finally {
    await handle.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function row(name: string, timings: Timing[]) {
  const first = timings.map((t) => t.firstMs);
  const full = timings.map((t) => t.fullMs);
  return {
    case: name,
    'first char p50 ms': Math.round(percentile(first, 50) * 10) / 10,
    'first char p95 ms': Math.round(percentile(first, 95) * 10) / 10,
    'full text p50 ms': Math.round(percentile(full, 50) * 10) / 10,
    'full text p95 ms': Math.round(percentile(full, 95) * 10) / 10,
  };
}

if (import.meta.main) await benchAiAnalysis();
