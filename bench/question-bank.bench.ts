import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoContent } from '../apps/server/src/seed.ts';
import { generateBenchQuestions } from '../apps/server/src/modules/question-bank/public.ts';
import { createSession } from '../apps/server/src/modules/accounts/public.ts';
import { BENCH_SECONDS, printTable, type LoadResult } from './lib/load.ts';
import { inBenchSchema } from './lib/postgres.ts';
import { rssMegabytes } from './lib/process-memory.ts';
import { startShanganServer } from './lib/server.ts';

/**
 * Question bank figures: get-questions and submit-answer throughput and p99 on a bank
 * of 50 000 extra questions, on embedded SQLite and — when BENCH_DATABASE_URL is set — on
 * PostgreSQL (in a schema of its own, dropped afterwards). BENCH_QB_QUESTIONS changes the size.
 */
const EXTRA_QUESTIONS = Number(process.env.BENCH_QB_QUESTIONS ?? 50_000);
// Practices are started by enough learners that none reaches the daily cap of started attempts
// (300) in a run: its 429s would be counted as fast starts. A paper is resumed and answered by
// one learner per connection, each in their own attempt.
const LEARNERS = 1000;
const PAPER_LEARNERS = 50;
const CONNECTIONS = 50;

interface Learner {
  token: string;
  exerciseId: number;
  questionIds: number[];
}

export async function benchQuestionBank(): Promise<LoadResult[]> {
  const rows: LoadResult[] = [];
  rows.push(...(await benchOn('SQLite', await sqliteUrl())));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    rows.push(...(await inBenchSchema(pgUrl, 'bench_qb', (url) => benchOn('PostgreSQL', url))));
  }
  printTable(
    `Question bank — ${EXTRA_QUESTIONS} extra questions, ${CONNECTIONS} connections; practices started by ${LEARNERS} learners, papers resumed and answered by ${PAPER_LEARNERS}`,
    rows,
  );
  return rows;
}

async function sqliteUrl(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-qb-bench-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'bench.db');
}

/** Builds the bank and the learners directly in the database, then loads the real server. */
async function prepare(
  url: string,
): Promise<{ catalogueId: number; paperId: number; learners: Learner[] }> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await seedDemoContent(handle.db);
    const started = Date.now();
    await generateBenchQuestions(handle.db, EXTRA_QUESTIONS);
    console.log(
      `  bank grown by ${EXTRA_QUESTIONS} questions in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    const module = await handle.db
      .selectFrom('qb_catalogue')
      .select('id')
      .where('name', '=', '数量关系')
      .executeTakeFirstOrThrow();
    const paper = await handle.db
      .selectFrom('qb_paper')
      .select('id')
      .where('vip_only', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const learners: Learner[] = [];
    for (let i = 0; i < LEARNERS; i++) {
      const user = await handle.db
        .insertInto('app_user')
        .values({
          uuid: crypto.randomUUID(),
          user_name: `bench${i}`,
          invite_code: `BENCH${i}`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await createSession(handle.db, user.id, {
        keepLoggedIn: true,
        idleMinutes: 120,
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      learners.push({ token, exerciseId: 0, questionIds: [] });
    }
    return { catalogueId: module.id, paperId: paper.id, learners };
  } finally {
    await handle.close();
  }
}

async function benchOn(engine: string, url: string): Promise<LoadResult[]> {
  console.log(`\nQuestion bank on ${engine}: preparing…`);
  const { catalogueId, paperId, learners } = await prepare(url);
  const server = await startShanganServer({ DATABASE_URL: url });
  try {
    const base = `${server.baseURL}/gxw-web-student`;
    // Each of them opens the paper once: submit-answer then writes into real attempts.
    const paperLearners = learners.slice(0, PAPER_LEARNERS);
    for (const learner of paperLearners) {
      const res = await fetch(`${base}/historyPaper/paperQuestions?paperId=${paperId}`, {
        headers: { token: learner.token },
      });
      const body = (await res.json()) as {
        data: {
          exercise: { id: number };
          questions: Array<{
            id: number;
            questionTypeCode: string;
            sonQuestion: Array<{ id: number; questionTypeCode: string }>;
          }>;
        };
      };
      learner.exerciseId = body.data.exercise.id;
      learner.questionIds = body.data.questions
        .flatMap((q) => (q.questionTypeCode === 'composite' ? q.sonQuestion : [q]))
        .filter((q) => q.questionTypeCode === 'single_choose')
        .map((q) => q.id);
    }
    const pickFrom = (pool: Learner[]) => pool[Math.floor(Math.random() * pool.length)]!;
    const rows: LoadResult[] = [];
    rows.push(
      await load(
        `${engine} · get-questions (start catalogue practice, 20 of ${EXTRA_QUESTIONS}+)`,
        {
          url: `${base}/v2/catalogue/getCatalogueQuestion`,
          method: 'POST',
          setup: () => ({
            token: pickFrom(learners).token,
            body: { catalogueId, count: 20 },
          }),
        },
      ),
    );
    rows.push(
      await load(`${engine} · get-questions (resume a past paper)`, {
        url: `${base}/historyPaper/paperQuestions?paperId=${paperId}`,
        method: 'GET',
        setup: () => ({ token: pickFrom(paperLearners).token }),
      }),
    );
    rows.push(
      await load(`${engine} · submit-answer (save one answer)`, {
        url: `${base}/historyPaper/submitAnswer`,
        method: 'POST',
        setup: () => {
          const learner = pickFrom(paperLearners);
          const questionId =
            learner.questionIds[Math.floor(Math.random() * learner.questionIds.length)]!;
          return {
            token: learner.token,
            body: {
              exerciseId: learner.exerciseId,
              answers: [
                { questionId, answer: 'ABCD'[Math.floor(Math.random() * 4)], timeSpent: 30 },
              ],
            },
          };
        },
      }),
    );
    // The bank's rows are kept in memory by each instance (QB_CACHE_MB): what that costs.
    console.log(`  ${engine} server memory after the runs: ${rssMegabytes(server.pid)} MB`);
    return rows;
  } finally {
    await server.stop();
  }
}

interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  setup: () => { token: string; body?: unknown };
}

/** autocannon with a fresh token and body for every request (bench/lib/load measures GETs only). */
async function load(name: string, spec: LoadSpec): Promise<LoadResult> {
  const options = (duration: number): autocannon.Options => ({
    url: spec.url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: spec.method,
        setupRequest: (request) => {
          const { token, body } = spec.setup();
          return {
            ...request,
            headers: { ...request.headers, token, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          };
        },
      },
    ],
  });
  await autocannon(options(2));
  const result = await autocannon(options(BENCH_SECONDS));
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// `node bench/question-bank.bench.ts` runs this benchmark alone.
if (import.meta.main) await benchQuestionBank();
