import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/connect.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { freePort } from '../../../test/net.ts';

const UNAVAILABLE = { code: 503, msg: '服务暂时不可用，请稍后再试', data: null };
const SERVER_ERROR = { code: 500, msg: '服务器开小差了，请稍后再试', data: null };

function sqlState(code: string, message = 'database error'): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code, syscall: 'connect' });
}

function sqliteError(errcode: number, errstr: string): Error {
  return Object.assign(new Error(errstr), { code: 'ERR_SQLITE_ERROR', errcode, errstr });
}

/** What a route throws, and whether the client is told to try again (503) or not (500). */
const CASES: Array<[name: string, make: () => unknown, status: 503 | 500]> = [
  ['57P01 admin shutdown (PostgreSQL restarting)', () => sqlState('57P01'), 503],
  ['57P02 crash shutdown', () => sqlState('57P02'), 503],
  ['57P03 cannot connect now (starting up)', () => sqlState('57P03'), 503],
  ['08006 connection failure', () => sqlState('08006'), 503],
  ['08001 unable to connect', () => sqlState('08001'), 503],
  ['08P01 protocol violation', () => sqlState('08P01'), 503],
  ['53300 too many connections', () => sqlState('53300'), 503],
  ['ECONNREFUSED', () => socketError('ECONNREFUSED'), 503],
  ['ECONNRESET', () => socketError('ECONNRESET'), 503],
  ['ETIMEDOUT', () => socketError('ETIMEDOUT'), 503],
  ['EPIPE', () => socketError('EPIPE'), 503],
  [
    'a host name whose every address refused',
    () => new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
    503,
  ],
  [
    'pg: Connection terminated unexpectedly',
    () => new Error('Connection terminated unexpectedly'),
    503,
  ],
  [
    'pg: Connection terminated due to connection timeout',
    () => new Error('Connection terminated due to connection timeout'),
    503,
  ],
  [
    'pg-pool: timeout exceeded when trying to connect',
    () => new Error('timeout exceeded when trying to connect'),
    503,
  ],
  [
    'pg: client not queryable after a connection error',
    () => new Error('Client has encountered a connection error and is not queryable'),
    503,
  ],
  [
    'a connection error wrapped as the cause',
    () => new Error('loading the column failed', { cause: sqlState('57P01') }),
    503,
  ],
  ['SQLite busy past busy_timeout', () => sqliteError(5, 'database is locked'), 503],
  [
    'SQLite busy (extended code SQLITE_BUSY_SNAPSHOT)',
    () => sqliteError(517, 'database is locked'),
    503,
  ],
  ['a plain bug', () => new Error('select * from secret_table failed'), 500],
  ['23505 unique violation', () => sqlState('23505', 'duplicate key value'), 500],
  ['42P01 undefined table', () => sqlState('42P01', 'relation "secret_table" does not exist'), 500],
  ['40P01 deadlock', () => sqlState('40P01', 'deadlock detected'), 500],
  ['SQLite constraint failure', () => sqliteError(19, 'UNIQUE constraint failed'), 500],
  ['pg: client ended on purpose', () => new Error('Connection terminated'), 500],
  ['a thrown string', () => 'boom', 500],
];

describe.each(engines)('error classification on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      beforeReady: (app) => {
        // Routes that exist only to throw one error each.
        app.get<{ Params: { index: string } }>('/api/v1/__test/throw/:index', async (request) => {
          throw CASES[Number(request.params.index)]![1]();
        });
        app.get('/gxw-web-student/__test/unavailable', async () => {
          throw sqlState('57P01');
        });
        app.get('/api/v1/__test/out-of-range', async () => {
          throw sqlState('22003');
        });
      },
    });
  });
  afterAll(() => t.close());

  it.each(CASES.map(([name, , status], index) => [name, status, index] as const))(
    '%s → %i',
    async (_name, status, index) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/__test/throw/${index}` });
      expect(res.statusCode).toBe(status);
      if (status === 503) {
        expect(res.json()).toEqual(UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('5');
      } else {
        expect(res.json()).toEqual(SERVER_ERROR);
        expect(res.headers['retry-after']).toBeUndefined();
      }
      expect(res.body).not.toContain('secret_table');
    },
  );

  it('answers the learning API with the same envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gxw-web-student/__test/unavailable' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
  });

  it('still answers a value the database refuses with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__test/out-of-range' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求参数超出范围', data: null });
  });
});

/**
 * The app on a PostgreSQL address where nothing listens: what every instance sees while the
 * database is down. Needs no PostgreSQL at all.
 */
describe('the app while its PostgreSQL is unreachable', () => {
  let app: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-down-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>上岸</title></head><body><div id="root"></div></body></html>',
    );
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/shangan`;
    app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test' }),
        databaseUrl: url,
        redisUrl: null,
        webDistDir: dist,
      },
      database: openDatabase(url, { pgPoolSize: 2 }),
      // Every request logs the refused connection; nothing to read here.
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers API requests with 503 and the try-again message', async () => {
    const main = await app.inject({ method: 'GET', url: '/api/v1/pc/headColumns' });
    expect(main.statusCode).toBe(503);
    expect(main.headers['retry-after']).toBe('5');
    expect(main.json()).toEqual(UNAVAILABLE);
  });

  it('answers /healthz with 503', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      msg: '数据库不可用',
      data: { status: 'unavailable', database: 'postgres' },
    });
  });

  it('serves article and column pages as the plain web app instead of a JSON error', async () => {
    for (const url of ['/articleDetail/1', '/column/list/kaoshigonggao.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
