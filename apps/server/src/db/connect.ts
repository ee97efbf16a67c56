import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { adaptNodeSqlite } from './sqlite-adapter.ts';

export type Engine = 'sqlite' | 'postgres';

/** Where connection trouble is reported; pino's and Fastify's loggers fit. */
export interface DatabaseLogger {
  warn: (details: { err: unknown }, message: string) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
  /** Sends connection trouble to this logger from now on (the app hands over its own). */
  useLogger: (logger: DatabaseLogger) => void;
}

export interface OpenOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per run). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** Connection trouble goes here until useLogger names another; the console otherwise. */
  logger?: DatabaseLogger;
}

const consoleLogger: DatabaseLogger = {
  warn: ({ err }, message) => console.warn(message, err),
};

// COUNT(*) and BIGINT come back from pg as strings; every count we keep fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  return isPostgresUrl(url) ? openPostgres(url, options) : openSqlite(url);
}

function openPostgres(url: string, options: OpenOptions): DatabaseHandle {
  let logger = options.logger ?? consoleLogger;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.pgPoolSize ?? 10,
    // A database that accepts the connection but never answers fails the request after 5 s
    // (and the error handler's 503) instead of holding it until the proxy gives up.
    connectionTimeoutMillis: 5000,
    // Notices a peer that vanished without closing the connection (a failover, a dropped NAT
    // entry) on idle connections, so they are replaced instead of failing the next request.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // When PostgreSQL restarts, every connection gets 57P01 or a reset. An 'error' event without a
  // listener would end the process: the pool reports it for idle connections (and drops them);
  // a checked-out connection reports it on itself (its query fails too, and the pool drops it on
  // release). New connections are opened on demand, so the app recovers once PostgreSQL is back.
  const checkedOut = new WeakSet<pg.PoolClient>();
  // A lost connection errs twice (the server's 57P01, then the closed socket): report it once.
  const reported = new WeakSet<pg.PoolClient>();
  const report = (client: pg.PoolClient, err: Error, message: string) => {
    if (reported.has(client)) return;
    reported.add(client);
    logger.warn({ err: summarize(err) }, message);
  };
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('error', (err, client) => report(client, err, 'database connection lost while idle'));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      // An idle connection's error reaches the pool's listener above.
      if (checkedOut.has(client)) report(client, err, 'database connection lost while in use');
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    close: () => db.destroy(),
    useLogger: (next) => {
      logger = next;
    },
  };
}

/**
 * The message and code only: pg-pool hangs the client (with its connection parameters, the
 * password among them) on errors it reports, and a logger would print all of it.
 */
function summarize(err: Error & { code?: unknown }): { message: string; code?: unknown } {
  return err.code === undefined
    ? { message: err.message }
    : { message: err.message, code: err.code };
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
  // 64 MB of pages (the default is 2 MB): a thousand learners' attempts and answers outgrow 2 MB,
  // and each page read again from the OS cost every request that touched it.
  database.exec('PRAGMA cache_size = -65536');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }),
  });
  // One embedded connection: no connection to lose, nothing to report.
  return { db, engine: 'sqlite', close: () => db.destroy(), useLogger: () => undefined };
}
