import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoContent } from '../src/seed.ts';

/**
 * Integration tests run on a real database: SQLite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Each test database is private (a temp file, or its own
 * PostgreSQL schema), so test files run in parallel without seeing each other's rows.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || null;
export const engines: Engine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  /** Closes the connection (if still open) and deletes the data. */
  dispose: () => Promise<void>;
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    await withPgClient((client) => client.query(`create schema ${schema}`));
    const handle = openDatabase(TEST_DATABASE_URL, { pgSchema: schema, pgPoolSize: 5 });
    return {
      handle,
      url: TEST_DATABASE_URL,
      dispose: async () => {
        await handle.close().catch(() => undefined);
        await withPgClient((client) => client.query(`drop schema ${schema} cascade`));
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-test-'));
  const file = path.join(dir, 'test.db');
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

async function withPgClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL ?? undefined });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
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
  const database = await createTestDatabase(engine);
  await migrateToLatest(database.handle.db);
  if (options.seed) await seedDemoContent(database.handle.db);
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
