import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HomeworkSheet } from '@shangan/shared/contracts/homework';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { createLearner, grantCourse } from '../apps/server/test/learners.ts';
import { measure, printTable, type LoadResult } from './lib/load.ts';
import { startShanganServer } from './lib/server.ts';

/**
 * Course homework on the embedded database: the autosave (every learner's answer card saves a
 * second after they stop typing) from 50 learners each on their own draft, the answer sheet
 * read, and the teachers' queue. Durability is as served: every save acknowledged is committed.
 */
const LEARNERS = 50;
const COURSE = '2027国考行测系统精讲班';
const HOMEWORK = '片段阅读课后作业';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function benchHomework(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-homework-bench-'));
  const databasePath = path.join(dir, 'bench.db');
  const server = await startShanganServer({ DATABASE_URL: databasePath });
  const base = server.baseURL;
  try {
    const tokens = await learners(databasePath);
    const teacher = await login(base, '13800000009', 'shangan123');
    const homework = await call<{ list: Array<{ homeworkId: number; title: string }> }>(
      base,
      'GET',
      '/api/v1/pc/studentAnswers?type=todo',
      tokens[0]!,
    );
    const homeworkId = homework.list.find((row) => row.title === HOMEWORK)!.homeworkId;
    const sheet = await call<HomeworkSheet>(
      base,
      'GET',
      `/api/v1/app/studentAnswers/${homeworkId}`,
      tokens[0]!,
    );
    const photoItem = sheet.items.find((item) => item.kind === 'subjective')!.itemId;
    const firstItem = sheet.items[0]!.itemId;
    let turn = 0;
    const rows: LoadResult[] = [
      await measure(
        'autosave, 50 learners (POST app/studentAnswers/update)',
        `${base}/api/v1/app/studentAnswers/update`,
        50,
        {
          method: 'POST',
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                turn += 1;
                const token = tokens[turn % tokens.length]!;
                return {
                  ...request,
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                  body: JSON.stringify({
                    homeworkId,
                    answers: [
                      { itemId: firstItem, choice: ['A'] },
                      { itemId: photoItem, text: `主旨句在转折之后，第${turn}次保存。` },
                    ],
                  }),
                };
              },
            },
          ],
        },
      ),
      await measure(
        'answer sheet (GET app/studentAnswers/:id)',
        `${base}/api/v1/app/studentAnswers/${homeworkId}`,
        50,
        {
          headers: { authorization: `Bearer ${tokens[0]!}` },
        },
      ),
      await measure(
        'teacher queue (GET app/homeworkCorrections)',
        `${base}/api/v1/app/homeworkCorrections`,
        50,
        {
          headers: { authorization: `Bearer ${teacher}` },
        },
      ),
    ];
    printTable('Course homework — embedded SQLite, 50 connections', rows);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function call<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  form?: Record<string, string>,
) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

const login = async (base: string, account: string, password: string) =>
  (
    await call<{ token: string }>(base, 'POST', '/api/v1/pc/login', undefined, {
      type: '1',
      account,
      password,
    })
  ).token;

/** Learners with a session each, enrolled in the course as staff would grant it. */
async function learners(databasePath: string): Promise<string[]> {
  const handle = openDatabase(databasePath);
  try {
    const course = await handle.db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', COURSE)
      .executeTakeFirstOrThrow();
    const tokens: string[] = [];
    for (let i = 0; i < LEARNERS; i += 1) {
      const learner = await createLearner(handle.db);
      await grantCourse(handle.db, learner.id, course.id);
      tokens.push(learner.token);
    }
    return tokens;
  } finally {
    await handle.close();
  }
}

if (import.meta.main) await benchHomework();
