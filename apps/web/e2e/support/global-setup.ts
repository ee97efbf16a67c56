import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's SQLite file, for tests that must move time (expired SMS codes …). */
    databasePath: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Starts the real server as `npm start` would, but on a free port and a throw-away database. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-e2e-'));
  const databasePath = path.join(dataDir, 'e2e.db');
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      // A fresh random secret per run: production refuses a known one.
      APP_SECRET: crypto.randomBytes(32).toString('base64url'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databasePath,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: per-IP caps meant for the public would make
      // the suite's own registrations trip each other. Per-phone and per-account limits stay.
      SMS_DAILY_PER_IP: '1000',
      LOGIN_MAX_PER_IP: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseURL, server);
  project.provide('baseURL', baseURL);
  project.provide('databasePath', databasePath);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
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

async function waitForHealthy(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy within 30 s');
}
