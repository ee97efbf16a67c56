import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/db/connect.ts';
import { databaseTemplate, testRun } from './templates.ts';
import {
  databaseUrl,
  quoteIdent,
  TEST_DATABASE_URL,
  TEST_DB_PREFIX,
  withPgClient,
} from './test-run.ts';

/**
 * Integration tests run on a real database: SQLite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Each test database is private (a temp file, or its own
 * PostgreSQL database), so test files run in parallel without seeing each other's rows.
 */
export { TEST_DATABASE_URL };
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || null;
export const engines: Engine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  /** Closes the connection (if still open) and deletes the data. */
  dispose: () => Promise<void>;
}

/**
 * What a new test database holds: nothing, every migration, or every migration and the demo
 * content. The last two are copies of a template the run builds once (see templates.ts).
 */
export type TestDatabaseContent = 'empty' | 'migrated' | 'seeded';

export async function createTestDatabase(
  engine: Engine,
  content: TestDatabaseContent = 'empty',
): Promise<TestDatabase> {
  const template = content === 'empty' ? null : await databaseTemplate(engine, content);
  if (engine === 'postgres') {
    const name = `${TEST_DB_PREFIX}${testRun().id}_${crypto.randomBytes(6).toString('hex')}`;
    await withPgClient((client) =>
      client.query(
        `create database ${quoteIdent(name)}` +
          (template ? ` template ${quoteIdent(template)}` : ''),
      ),
    );
    const url = databaseUrl(name);
    const handle = openDatabase(url, { pgPoolSize: 5 });
    return {
      handle,
      url,
      dispose: async () => {
        await handle.close().catch(() => undefined);
        // Not WITH (FORCE): the pool's connections may still be saying goodbye, and forcing
        // would fail them with an error nobody listens to; PostgreSQL waits for them instead.
        await withPgClient((client) => client.query(`drop database if exists ${quoteIdent(name)}`));
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-test-'));
  const file = path.join(dir, 'test.db');
  if (template) fs.copyFileSync(template, file);
  const handle = openDatabase(file);
  return {
    handle,
    url: file,
    dispose: async () => {
      await handle.close().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  redis?: boolean;
  config?: Partial<AppConfig>;
  /** Receives the app's log lines (set config.logLevel to see any). */
  logStream?: NodeJS.WritableStream;
  /** Runs before the app is ready, e.g. to add a route that exercises a shared mechanism. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

export async function createTestApp(
  engine: Engine,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine, options.seed ? 'seeded' : 'migrated');
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: database.url,
    redisUrl: options.redis ? TEST_REDIS_URL : null,
    webDistDir: path.join(os.tmpdir(), 'shangan-no-web-dist'),
    ...options.config,
  };
  const app = await buildApp({
    config,
    database: database.handle,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
