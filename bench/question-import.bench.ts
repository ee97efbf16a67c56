import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoContent } from '../apps/server/src/seed.ts';
import { createSession, grantRole } from '../apps/server/src/modules/accounts/public.ts';
import {
  excelFileOf,
  wordFileOf,
  type ExcelRow,
  type WordLine,
} from '../apps/server/src/modules/question-bank/public.ts';
import { inBenchSchema } from './lib/postgres.ts';
import { startShanganServer } from './lib/server.ts';

/**
 * Bulk question import: a Word file and an Excel file of BENCH_IMPORT_QUESTIONS questions each
 * (10 000 by default; single and multiple choice, true-false, fill-in, and a material group in
 * every fifty) go through the real server — preview, then commit — on embedded SQLite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL. Target: each file imported in under a minute.
 * Then the same file again: everything is a duplicate and nothing is added.
 */
const QUESTIONS = Number(process.env.BENCH_IMPORT_QUESTIONS ?? 10_000);
const TARGET_SECONDS = 60;

interface Row {
  engine: string;
  file: string;
  questions: number;
  'file KB': number;
  'preview s': number;
  'commit s': number;
  'total s': number;
  added: number;
  're-import added': number;
  target: string;
}

export async function benchQuestionImport(): Promise<Row[]> {
  const files = await buildFiles();
  const rows: Row[] = [];
  rows.push(...(await benchOn('SQLite', sqliteUrl(), files)));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    rows.push(
      ...(await inBenchSchema(pgUrl, 'bench_import', (url) => benchOn('PostgreSQL', url, files))),
    );
  }
  console.log(
    `\nQuestion import — ${QUESTIONS} questions per file (target: under ${TARGET_SECONDS} s each)`,
  );
  console.table(rows);
  return rows;
}

function sqliteUrl(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-import-bench-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'bench.db');
}

interface BenchFile {
  name: string;
  bytes: Buffer;
}

async function buildFiles(): Promise<BenchFile[]> {
  const started = Date.now();
  const word: WordLine[] = [];
  const excel: ExcelRow[] = [];
  const materials: Array<[string, string]> = [];
  for (let n = 1; n <= QUESTIONS; n++) {
    const kind =
      n % 50 === 0 ? 'group' : (['single', 'multiple', 'judge', 'fill'] as const)[n % 4]!;
    if (kind === 'group') {
      word.push('【材料】', `W${n} 某地 2023 年产值 ${n} 万元，同比增长 ${n % 30}%。`);
      materials.push([`M${n}`, `E${n} 某地 2023 年产值 ${n} 万元，同比增长 ${n % 30}%。`]);
      for (const child of [1, 2]) {
        word.push(
          '【题型】单选题',
          `${n}. W${n}-${child} 2022 年产值约为多少？`,
          'A. 甲  B. 乙  C. 丙  D. 丁',
          '【答案】B',
        );
        excel.push({
          题型: '单选题',
          题干: `E${n}-${child} 2022 年产值约为多少？`,
          选项A: '甲',
          选项B: '乙',
          选项C: '丙',
          选项D: '丁',
          答案: 'B',
          材料编号: `M${n}`,
        });
      }
      word.push('【材料结束】');
      continue;
    }
    const stem = `第 ${n} 题：关于第 ${n} 条规定，下列说法正确的是`;
    if (kind === 'single' || kind === 'multiple') {
      const answer = kind === 'single' ? 'C' : 'AC';
      word.push(
        `【题型】${kind === 'single' ? '单选题' : '多选题'}`,
        `${n}. W ${stem}`,
        'A. 甲说法',
        'B. 乙说法',
        'C. 丙说法',
        'D. 丁说法',
        `【答案】${answer}`,
        `【解析】第 ${n} 题解析。`,
        '【难度】中等',
      );
      excel.push({
        题型: kind === 'single' ? '单选题' : '多选题',
        题干: `E ${stem}`,
        选项A: '甲说法',
        选项B: '乙说法',
        选项C: '丙说法',
        选项D: '丁说法',
        答案: answer,
        解析: `第 ${n} 题解析。`,
        难度: 3,
      });
    } else if (kind === 'judge') {
      word.push('【题型】判断题', `${n}. W ${stem}。`, '【答案】正确');
      excel.push({ 题型: '判断题', 题干: `E ${stem}。`, 答案: '错误' });
    } else {
      word.push('【题型】填空题', `${n}. W ${stem}____。`, `【答案】${n}`);
      excel.push({ 题型: '填空题', 题干: `E ${stem}____。`, 答案: String(n) });
    }
  }
  const files = [
    { name: `题库-${QUESTIONS}.docx`, bytes: await wordFileOf(word) },
    { name: `题库-${QUESTIONS}.xlsx`, bytes: await excelFileOf(excel, materials) },
  ];
  console.log(`  files written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return files;
}

async function prepare(
  url: string,
): Promise<{ token: string; subjectId: number; catalogueId: number }> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await seedDemoContent(handle.db);
    const now = new Date().toISOString();
    const user = await handle.db
      .insertInto('app_user')
      .values({
        uuid: crypto.randomUUID(),
        user_name: 'bench-teacher',
        invite_code: 'BENCHT',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantRole(handle.db, user.id, 'teacher', now);
    const token = await createSession(handle.db, user.id, {
      keepLoggedIn: true,
      idleMinutes: 120,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    const catalogue = await handle.db
      .selectFrom('qb_catalogue')
      .select(['id', 'subject_id'])
      .where('name', '=', '数量关系')
      .executeTakeFirstOrThrow();
    return { token, subjectId: catalogue.subject_id, catalogueId: catalogue.id };
  } finally {
    await handle.close();
  }
}

async function benchOn(engine: string, url: string, files: BenchFile[]): Promise<Row[]> {
  console.log(`\nQuestion import on ${engine}: preparing…`);
  const target = await prepare(url);
  const server = await startShanganServer({ DATABASE_URL: url });
  const post = async <T>(pathName: string, body: unknown): Promise<T> => {
    const res = await fetch(`${server.baseURL}/api/v1/console/question-import/${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 200) throw new Error(`${pathName}: ${envelope.msg}`);
    return envelope.data;
  };
  const preview = (file: BenchFile) =>
    post<{ id: number; total: number; ready: number; errors: number }>('preview', {
      subjectId: target.subjectId,
      catalogueId: target.catalogueId,
      fileName: file.name,
      content: file.bytes.toString('base64'),
    });
  const rows: Row[] = [];
  try {
    for (const file of files) {
      const started = performance.now();
      const previewed = await preview(file);
      const previewDone = performance.now();
      if (previewed.errors > 0)
        throw new Error(`${file.name}: ${previewed.errors} questions refused`);
      const committed = await post<{ added: number }>('commit', { id: previewed.id });
      const done = performance.now();
      const again = await preview(file);
      const againCommitted = await post<{ added: number }>('commit', { id: again.id });
      const total = (done - started) / 1000;
      rows.push({
        engine,
        file: file.name.endsWith('docx') ? 'Word' : 'Excel',
        questions: previewed.total,
        'file KB': Math.round(file.bytes.length / 1024),
        'preview s': round((previewDone - started) / 1000),
        'commit s': round((done - previewDone) / 1000),
        'total s': round(total),
        added: committed.added,
        're-import added': againCommitted.added,
        target: total < TARGET_SECONDS ? 'met' : 'NOT met',
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

function round(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

if (import.meta.main) await benchQuestionImport();
