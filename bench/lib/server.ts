import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Starts a Node script as its own process (so it has a core to itself, as in production). */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    try {
      if ((await fetch(baseURL + readyPath)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The real server on a throw-away embedded database with the demo content. */
export async function startShanganServer(extraEnv: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-bench-'));
  const server = await startProcess(
    'apps/server/src/main.ts',
    {
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      // A fresh random secret per run: production refuses a known one.
      APP_SECRET: crypto.randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: path.join(dir, 'bench.db'),
      REDIS_URL: '',
      ...extraEnv,
    },
    '/healthz',
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
