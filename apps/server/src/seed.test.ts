import { afterAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.ts';
import { openDatabase, type DatabaseHandle } from './db/connect.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/test-app.ts';
import { seedDemoContent } from './seed.ts';

async function seedState(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('seed_state').select('name').execute();
  return rows.map((row) => row.name).sort();
}

async function columnCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('news_column')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

// Two instances share a database only on PostgreSQL; SQLite is one embedded process.
describe.skipIf(!TEST_DATABASE_URL)('demo content on first boot of two instances', () => {
  const opened: Array<TestDatabase | DatabaseHandle> = [];
  afterAll(async () => {
    for (const item of opened.reverse()) {
      await ('dispose' in item ? item.dispose() : item.close());
    }
  });

  it('loads every set once when both instances seed an empty database at the same time', async () => {
    const fresh = await createTestDatabase('postgres', 'migrated');
    opened.push(fresh);
    const other = openDatabase(fresh.url, { pgPoolSize: 2 });
    opened.push(other);
    const reference = await createTestDatabase('postgres', 'seeded');
    opened.push(reference);

    const [first, second] = await Promise.all([
      seedDemoContent(fresh.handle.db),
      seedDemoContent(other.db),
    ]);

    const everySet = await seedState(reference.handle.db);
    const loaded = [...first, ...second].sort();
    // Each set by exactly one of them, all sets in all.
    expect(loaded).toEqual(everySet);
    expect(await seedState(fresh.handle.db)).toEqual(everySet);
    expect(await columnCount(fresh.handle.db)).toBe(await columnCount(reference.handle.db));
  });
});
