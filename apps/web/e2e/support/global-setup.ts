import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../server/test/net.ts';
import { startServerProcess } from '../../../server/test/spawn-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's SQLite file, for tests that must move time (expired SMS codes …). */
    databasePath: string;
    /** Where a teacher's encoder publishes to the server's embedded media server. */
    liveRtmpBase: string;
  }
}

/** Starts the real server as `npm start` would, but on a free port and a throw-away database. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-e2e-'));
  const databasePath = path.join(dataDir, 'e2e.db');
  // The embedded media server on ports of its own, so a run never meets another server's.
  const rtmpPort = await freePort();
  let mediaHttpPort = await freePort();
  while (mediaHttpPort === rtmpPort) mediaHttpPort = await freePort();
  const { child: server, baseURL } = await startServerProcess({
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      // A fresh random secret per run: production refuses a known one.
      APP_SECRET: crypto.randomBytes(32).toString('base64url'),
      DATABASE_URL: databasePath,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: per-IP caps meant for the public would make
      // the suite's own registrations trip each other. Per-phone and per-account limits stay.
      SMS_DAILY_PER_IP: '1000',
      LOGIN_MAX_PER_IP: '1000',
      LIVE_MEDIA: 'embedded',
      LIVE_RTMP_PORT: String(rtmpPort),
      LIVE_MEDIA_HTTP_PORT: String(mediaHttpPort),
      LIVE_RECORD_DIR: path.join(dataDir, 'live'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // A bound, not an expectation: migrating and seeding a fresh database (pictures drawn,
    // position tables generated) took over 30 s on a busy 2-core machine. The wait itself is on
    // state: /healthz answering, or the process exiting.
    timeoutMs: 300_000,
  });
  project.provide('baseURL', baseURL);
  project.provide('databasePath', databasePath);
  project.provide('liveRtmpBase', `rtmp://127.0.0.1:${rtmpPort}/live`);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
