import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How many prepared statements are kept per database. The queries of the app are a few hundred
 * texts (an `in (?, ?, …)` list makes one text per length), so the hot ones stay prepared.
 */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is close but spreads
 * its parameters and has no `reader` flag. This thin adapter bridges the two so we need no
 * native addon.
 *
 * Kysely prepares every query it runs; compiling the SQL text again each time cost more than
 * running most of our queries, so prepared statements are kept by their text and reused (the
 * oldest is dropped past STATEMENT_CACHE_SIZE). Reusing one is safe: Kysely runs one query at a
 * time on the connection, node:sqlite resets a statement after each call (failed ones too) and
 * binds every parameter again, and SQLite prepares a kept statement again by itself when the
 * schema changed (a migration).
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept) return kept;
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        // The oldest goes; a hot one dropped is prepared again on its next run.
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      const statement = adaptStatement(database.prepare(sql));
      statements.set(sql, statement);
      return statement;
    },
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => {
      const result = statement.run(...toSqlite(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
  };
}

/** node:sqlite refuses booleans and Dates; store them the way the rest of the schema does. */
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
