import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './connect.ts';
import { freePort } from '../../test/net.ts';

/**
 * A real PostgreSQL restart under a running app: a private throw-away cluster on a free port
 * (never the shared one other tests use), stopped and started again while the app holds idle
 * and checked-out connections. Skipped where the PostgreSQL 15 server binaries are missing.
 */
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** initdb refuses to run as root: then the cluster belongs to the system's postgres account. */
function clusterOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

const owner = clusterOwner();
const canRun =
  fs.existsSync(path.join(PG_BIN, 'initdb')) &&
  fs.existsSync(path.join(PG_BIN, 'pg_ctl')) &&
  (process.getuid?.() !== 0 || owner !== null);

const run = promisify(execFile);

function pg(tool: string, args: string[]): Promise<unknown> {
  return run(path.join(PG_BIN, tool), args, {
    ...(owner ?? {}),
    // The tools find their own binaries beside them; the rest of the environment stays out.
    env: { PATH: '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' },
  });
}

const UNAVAILABLE = { code: 503, msg: '服务暂时不可用，请稍后再试', data: null };

describe.skipIf(!canRun)('a PostgreSQL restart under a running app', () => {
  let dataDir = '';
  let distDir = '';
  let app: FastifyInstance;
  const logs: Array<{ msg?: string }> = [];
  // Lets the transaction the test holds open finish, whatever happened to the test.
  let proceed = () => {};

  const startCluster = (port: number) =>
    pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stopCluster = (mode: 'fast' | 'immediate') =>
    pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  const query = () => app.inject({ method: 'GET', url: '/api/v1/__test/db' });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-pg-'));
    if (owner) fs.chownSync(dataDir, owner.uid, owner.gid);
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '-N']);
    const port = await freePort();
    await startCluster(port);

    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-restart-web-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>上岸</title></head><body><div id="root"></div></body></html>',
    );
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test' }),
        databaseUrl: url,
        redisUrl: null,
        webDistDir: distDir,
        logLevel: 'warn',
      },
      database: openDatabase(url, { pgPoolSize: 4 }),
      logStream: new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
            logs.push(JSON.parse(line) as (typeof logs)[number]);
          }
          done();
        },
      }),
    });
    // No schema needed: a route that needs nothing but a connection.
    app.get('/api/v1/__test/db', async () => {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.db);
      return { code: 200, msg: 'success', data: rows[0]?.one };
    });
    await app.ready();
  });

  afterAll(async () => {
    proceed();
    await app?.close();
    if (dataDir) {
      await stopCluster('immediate').catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down and recovers without a restart of the app', async () => {
    // A transaction holds one connection (checked out) across the restart...
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    let began!: () => void;
    const inTransaction = new Promise<void>((resolve) => (began = resolve));
    const held = app.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      began();
      await gate;
      await sql`select 1`.execute(trx);
    });
    const heldOutcome = held.then(
      () => 'committed',
      () => 'failed',
    );
    await inTransaction;
    // ...while a request leaves another one idle in the pool.
    expect((await query()).json()).toEqual({ code: 200, msg: 'success', data: 1 });

    // The server ends every connection with 57P01 (the app may hold more idle ones than ours). Without listeners the 'error' events would
    // be uncaught exceptions (the process exits; here, vitest reports them and fails the run).
    await stopCluster('fast');
    await vi.waitFor(
      () => {
        // Only the message is compared: a connection whose socket closes before the server's
        // 57P01 notice is read ends with "Connection terminated unexpectedly", which has no code
        // (seen on a busy machine).
        const lost = logs
          .filter((line) => line.msg?.startsWith('database connection lost'))
          .map((line) => line.msg);
        expect([...new Set(lost)].sort()).toEqual([
          'database connection lost while idle',
          'database connection lost while in use',
        ]);
      },
      { timeout: 10_000, interval: 20 },
    );
    proceed();
    expect(await heldOutcome).toBe('failed');

    // During the outage: the clear message for API calls, 503 for the balancer's probe, and
    // pages still load the web app.
    const during = await query();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual(UNAVAILABLE);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    const page = await app.inject({ method: 'GET', url: '/articleDetail/1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');

    // Back up: the same app answers again, on new connections.
    await startCluster(Number(new URL(app.config.databaseUrl).port));
    const after = await query();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ code: 200, msg: 'success', data: 1 });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
