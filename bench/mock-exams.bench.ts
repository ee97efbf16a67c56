import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoContent } from '../apps/server/src/seed.ts';
import {
  computeResults,
  createContest,
  simulateCohort,
} from '../apps/server/src/modules/mock-exams/public.ts';
import {
  findPositionIdsOfExamKind,
  findPositionsWithExam,
} from '../apps/server/src/modules/enlistment/public.ts';
import {
  findCatalogues,
  insertPaper,
  insertQuestion,
} from '../apps/server/src/modules/question-bank/public.ts';
import { inBenchSchema } from './lib/postgres.ts';

/**
 * Mock contest results: ranking (overall, by province, by position, RANK() OVER), the score
 * distribution and the cohort per question, computed in one transaction for a contest of
 * 100 000 candidates with 20 answers each, on embedded SQLite and — when BENCH_DATABASE_URL is
 * set — on PostgreSQL (in a schema of its own, dropped afterwards). BENCH_MOCK_CANDIDATES
 * changes the size. Prints seconds and rows per second; nothing is asserted.
 */
const CANDIDATES = Number(process.env.BENCH_MOCK_CANDIDATES ?? 100_000);
const QUESTIONS = 20;

interface Row {
  engine: string;
  candidates: number;
  'answer rows': number;
  'cohort written s': number;
  'results s': number;
  'candidates/s': number;
  'answer rows/s': number;
}

export async function benchMockExams(): Promise<Row[]> {
  const rows: Row[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-mock-bench-'));
  try {
    rows.push(await benchOn('SQLite', path.join(dir, 'bench.db')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    rows.push(await inBenchSchema(pgUrl, 'bench_mock', (url) => benchOn('PostgreSQL', url)));
  }
  console.log(`\nMock contest results — ${CANDIDATES} candidates, ${QUESTIONS} questions each`);
  console.table(rows);
  return rows;
}

/** A contest over with its paper of twenty questions, on the demo bank's 行测 modules. */
async function prepareContest(handle: DatabaseHandle): Promise<number> {
  const now = new Date().toISOString();
  const subject = await handle.db
    .selectFrom('qb_subject')
    .select('id')
    .where('code', '=', 'xingce')
    .executeTakeFirstOrThrow();
  const points = (await findCatalogues(handle.db, subject.id)).filter((row) => row.level === 2);
  const startAt = Date.now() - 2 * 86_400_000;
  const endAt = startAt + 120 * 60_000;
  return handle.db.transaction().execute(async (trx) => {
    const paperId = await insertPaper(
      trx,
      {
        subjectId: subject.id,
        title: '基准测试模考卷',
        year: 2027,
        region: '全国',
        examType: '国考',
        examinationLevel: '地市级',
        timeLimitMinutes: 120,
        kind: 'contest',
      },
      now,
    );
    for (let n = 0; n < QUESTIONS; n++) {
      await insertQuestion(
        trx,
        {
          subjectId: subject.id,
          catalogueId: points[n % points.length]!.id,
          paperId,
          sortOrder: n + 1,
          typeCode: 'single_choose',
          context: `<p>基准测试第${n + 1}题</p>`,
          options: ['甲', '乙', '丙', '丁'],
          answer: 'ABCD'[n % 4]!,
          difficulty: 1 + (n % 5),
          scoreTenths: 50,
        },
        now,
      );
    }
    const contestId = await createContest(
      trx,
      {
        title: '基准测试模考大赛',
        examType: '国考',
        rules: '基准测试',
        applyStartAt: new Date(startAt - 86_400_000).toISOString(),
        lateEntryMinutes: 30,
        stages: [
          {
            stage: 'xingce',
            paperId,
            startAt: new Date(startAt).toISOString(),
            endAt: new Date(endAt).toISOString(),
          },
        ],
      },
      now,
    );
    // National positions: their region is the province.
    const positions = [
      ...(
        await findPositionsWithExam(trx, await findPositionIdsOfExamKind(trx, 'national', 400))
      ).values(),
    ];
    const started = performance.now();
    await simulateCohort(trx, {
      contestId,
      title: '基准测试模考大赛',
      paperId,
      subjectId: subject.id,
      stageStartAt: startAt,
      stageEndAt: endAt,
      lateEntryMinutes: 30,
      count: CANDIDATES,
      absent: 0,
      seed: 42,
      keyPrefix: 'b_',
      positions: positions.map((row) => ({ id: row.id, province: row.region })),
      nowIso: now,
    });
    console.log(`  cohort written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return contestId;
  });
}

async function benchOn(engine: string, url: string): Promise<Row> {
  console.log(`\nMock contests on ${engine}: preparing ${CANDIDATES} candidates…`);
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await seedDemoContent(handle.db);
    const written = performance.now();
    const contestId = await prepareContest(handle);
    const cohortSeconds = (performance.now() - written) / 1000;
    const ctx = {
      db: handle.db,
      engine: handle.engine,
      config: loadConfig({ NODE_ENV: 'test' }),
    };
    const started = performance.now();
    await computeResults(ctx, contestId, Date.now());
    const seconds = (performance.now() - started) / 1000;
    const answers = CANDIDATES * QUESTIONS;
    return {
      engine,
      candidates: CANDIDATES,
      'answer rows': answers,
      'cohort written s': Math.round(cohortSeconds * 10) / 10,
      'results s': Math.round(seconds * 100) / 100,
      'candidates/s': Math.round(CANDIDATES / seconds),
      'answer rows/s': Math.round(answers / seconds),
    };
  } finally {
    await handle.close();
  }
}

if (import.meta.main) await benchMockExams();
