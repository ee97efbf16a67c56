import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {}

/** Brings the schema to the newest version; each migration runs in its own transaction. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one; with
    // several schemas in one PostgreSQL database (one per test run, or per tenant) it would
    // find another schema's table and skip creating its own.
    ...((await currentPostgresSchema(db)) ?? {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentPostgresSchema(
  db: Kysely<Database>,
): Promise<{ migrationTableSchema: string } | null> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return null;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : null;
}
