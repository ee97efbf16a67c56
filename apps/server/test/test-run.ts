import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * One `vitest run` (or one rerun in watch mode): the place where its database templates live.
 * The global setup makes it and hands it to every test file; without the global setup (a config
 * that does not name it) each test process makes its own.
 */
export interface TestRun {
  /** In the names of the run's PostgreSQL databases: `<ms since 1970, base 36>_<random>`. */
  id: string;
  /** The run's SQLite templates. */
  dir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shanganTestRun: TestRun;
  }
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

export function newTestRun(): TestRun {
  const id = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  return { id, dir: path.join(os.tmpdir(), `shangan-run-${id}`) };
}

/** PostgreSQL databases of a run: its templates, and test databases a killed file left. */
export const TEMPLATE_DB_PREFIX = 'shangan_tpl_';
export const TEST_DB_PREFIX = 'shangan_t_';
const RUN_DATABASE = /^shangan_(?:tpl|t)_([0-9a-z]+)_([0-9a-f]+)_/;

/** The server's URL with another database name. */
export function databaseUrl(name: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A client on TEST_DATABASE_URL's own database, which creates and drops the others. */
export async function withPgClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL ?? undefined });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Deletes what the run made: its SQLite templates and its PostgreSQL databases. Also drops the
 * databases of runs started more than a day ago (killed before their teardown); younger ones
 * may belong to another developer's run against the same server.
 */
export async function disposeTestRun(run: TestRun): Promise<void> {
  fs.rmSync(run.dir, { recursive: true, force: true });
  if (!TEST_DATABASE_URL) return;
  const dayAgo = Date.now() - 86_400_000;
  await withPgClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'shangan\\_%'`,
    );
    for (const { datname } of rows) {
      const match = RUN_DATABASE.exec(datname);
      if (!match) continue;
      const ours = `${match[1]}_${match[2]}` === run.id;
      const stale = Number.parseInt(match[1]!, 36) < dayAgo;
      if (ours || stale) {
        await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
      }
    }
  });
}
