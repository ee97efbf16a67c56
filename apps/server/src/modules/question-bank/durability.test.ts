import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Nothing acknowledged is lost: answers the server confirmed survive the server process being
 * killed outright (SIGKILL, no shutdown), because each save is a committed transaction before
 * the reply leaves. Runs the real server on the embedded database, as `npm start` would.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

describe('answers survive a killed server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-qb-kill-'));
  const database = path.join(dir, 'kill.db');
  let server: ChildProcess | null = null;
  let base = '';

  async function start() {
    const port = await freePort();
    server = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: repoRoot,
      // Only what the server reads (config/env.ts); nothing of this test process leaks in.
      env: {
        NODE_ENV: 'production',
        ALLOW_DEMO_PROVIDERS: 'true',
        APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database,
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dir, 'no-web'),
      },
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
  }

  async function kill() {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  const json = async <T>(res: Response) => (await res.json()) as { code: number; data: T };

  beforeAll(start, 90_000);
  afterAll(async () => {
    await kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged answer and the attempt across SIGKILL', async () => {
    const login = await json<{ token: string }>(
      await fetch(`${base}/api/v1/pc/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: '1', account: '13800000001', password: 'shangan123' }),
      }),
    );
    const token = login.data.token;
    const session = await json<{
      exercise: { id: number };
      questions: Array<{ id: number; questionTypeCode: string }>;
    }>(
      await fetch(`${base}/gxw-web-student/historyPaper/paperQuestions?paperId=1`, {
        headers: { token },
      }),
    );
    const singles = session.data.questions
      .filter((q) => q.questionTypeCode === 'single_choose')
      .slice(0, 5);
    expect(singles.length).toBe(5);
    const acknowledged: number[] = [];
    for (const [index, question] of singles.entries()) {
      const reply = await json<{ saved: number }>(
        await fetch(`${base}/gxw-web-student/historyPaper/submitAnswer`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({
            exerciseId: session.data.exercise.id,
            answers: [{ questionId: question.id, answer: 'ABCD'[index % 4] }],
            currentIndex: index,
          }),
        }),
      );
      if (reply.code === 200 && reply.data.saved === 1) acknowledged.push(question.id);
    }
    expect(acknowledged).toHaveLength(5);

    await kill();
    await start();

    const again = await json<{
      exercise: { id: number; currentIndex: number };
      userAnswers: Array<{ questionId: number; answer: string }>;
    }>(
      await fetch(`${base}/gxw-web-student/historyPaper/paperQuestions?paperId=1`, {
        headers: { token },
      }),
    );
    expect(again.data.exercise).toMatchObject({ id: session.data.exercise.id, currentIndex: 4 });
    expect(again.data.userAnswers.map((a) => a.questionId).sort()).toEqual(
      [...acknowledged].sort(),
    );
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
