import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../apps/server/test/spawn-server.ts';

export interface RunningServer {
  baseURL: string;
  /** The process's id, for its memory and CPU time. */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts a Node script as its own process (so it has a core to itself, as in production). */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const { child, baseURL } = await startServerProcess({
    script,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    readyPath,
  });
  return {
    baseURL,
    pid: child.pid!,
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
