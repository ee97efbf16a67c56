import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoContent } from '../src/seed.ts';
import {
  databaseUrl,
  newTestRun,
  quoteIdent,
  TEMPLATE_DB_PREFIX,
  withPgClient,
  type TestRun,
} from './test-run.ts';

/**
 * Migrating and seeding take seconds per database (the demo news, question bank and scrypt
 * hashes of the demo accounts; PostgreSQL's DDL), and most test files need one or two such
 * databases per engine. So a run migrates (and seeds) one template per engine, the first time a
 * test asks for it, and every test database starts as a copy: a file copy for SQLite,
 * `CREATE DATABASE … TEMPLATE` for PostgreSQL. Test processes build a template under a lock
 * (a directory for SQLite, an advisory lock for PostgreSQL), so the run builds each one once.
 */
export type TemplateContent = 'migrated' | 'seeded';

let fallbackRun: TestRun | null = null;

/** The run the global setup made; a process of its own when no global setup ran. */
export function testRun(): TestRun {
  const provided = inject('shanganTestRun');
  if (provided) return provided;
  if (!fallbackRun) {
    const run = newTestRun();
    fallbackRun = run;
    process.once('exit', () => fs.rmSync(run.dir, { recursive: true, force: true }));
  }
  return fallbackRun;
}

// The demo content is dated from the moment it is seeded (news of the last days, this year's
// exams, sessions' expiry): a copy is as if seeded then. A template serves only while the day is
// the same, in UTC and in China (UTC+8): days turn at 00:00 and 16:00 UTC, and a run crossing
// one seeds a new template, so no test sees content seeded on another day than the one it runs
// on (as when each test seeded its own).
function seededDay(now = Date.now()): string {
  const day = Math.floor(now / 86_400_000);
  const hour = Math.floor((now % 86_400_000) / 3_600_000);
  return `${day.toString(36)}${hour >= 16 ? 'b' : 'a'}`;
}

function templateName(content: TemplateContent): string {
  return content === 'seeded' ? `seeded_${seededDay()}` : 'migrated';
}

const built = new Map<string, Promise<string>>();

/**
 * The template to copy: a SQLite file path, or a PostgreSQL database name. Built on first use
 * in this run (by whichever test process asks first; the others wait for it).
 */
export function databaseTemplate(engine: Engine, content: TemplateContent): Promise<string> {
  const run = testRun();
  const name = templateName(content);
  const key = `${run.id}/${engine}/${name}`;
  let template = built.get(key);
  if (!template) {
    template =
      engine === 'postgres'
        ? postgresTemplate(run, name, content)
        : sqliteTemplate(run, name, content);
    built.set(key, template);
    // A failed build is not remembered: the next test tries again and reports its own error.
    template.catch(() => built.delete(key));
  }
  return template;
}

async function fill(
  engine: Engine,
  url: string,
  content: TemplateContent,
  from: string | null,
): Promise<void> {
  const handle = openDatabase(url, { pgPoolSize: 2 });
  try {
    if (!from) await migrateToLatest(handle.db);
    if (content === 'seeded') await seedDemoContent(handle.db);
    // A self-contained file to copy: no -wal beside it (each copy turns WAL on when opened).
    if (engine === 'sqlite') await sql`PRAGMA journal_mode = DELETE`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

async function sqliteTemplate(
  run: TestRun,
  name: string,
  content: TemplateContent,
): Promise<string> {
  // The seeded template starts as a copy of the migrated one.
  const from = content === 'seeded' ? await databaseTemplate('sqlite', 'migrated') : null;
  fs.mkdirSync(run.dir, { recursive: true });
  const file = path.join(run.dir, `${name}.db`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 180_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} was not built within 180 s (${lock})`);
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another test process is building it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    try {
      if (fs.existsSync(file)) break;
      const partial = `${file}.${process.pid}.partial`;
      if (from) fs.copyFileSync(from, partial);
      await fill('sqlite', partial, content, from);
      // Appears whole or not at all.
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return file;
}

async function postgresTemplate(
  run: TestRun,
  name: string,
  content: TemplateContent,
): Promise<string> {
  const from = content === 'seeded' ? await databaseTemplate('postgres', 'migrated') : null;
  const database = `${TEMPLATE_DB_PREFIX}${run.id}_${name}`;
  await withPgClient(async (client) => {
    // Held by this session until unlocked or disconnected, so a crashed builder frees it.
    await client.query('select pg_advisory_lock(hashtext($1))', [database]);
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (exists.rowCount) return;
      const partial = `${database}_partial`;
      await client.query(`drop database if exists ${quoteIdent(partial)} with (force)`);
      await client.query(
        `create database ${quoteIdent(partial)}` + (from ? ` template ${quoteIdent(from)}` : ''),
      );
      await fill('postgres', databaseUrl(partial), content, from);
      // Appears whole or not at all; no connection may stay open on a template.
      await client.query(`alter database ${quoteIdent(partial)} rename to ${quoteIdent(database)}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [database]);
    }
  });
  return database;
}
