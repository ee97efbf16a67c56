import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { adaptNodeSqlite } from './sqlite-adapter.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per run). */
  pgSchema?: string;
  pgPoolSize?: number;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we keep fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  return isPostgresUrl(url) ? openPostgres(url, options) : openSqlite(url);
}

function openPostgres(url: string, options: OpenOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.pgPoolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL lets readers run beside the writer; with synchronous=NORMAL a committed transaction
  // survives the process being killed (only an OS crash could lose the last commits).
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
