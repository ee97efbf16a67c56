import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoContent } from '../seed.ts';

describe.each(engines)('migrations and demo content on %s', (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('applies every migration once and is a no-op the second time', async () => {
    database = await createTestDatabase(engine);
    const first = await migrateToLatest(database.handle.db);
    expect(first).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.handle.db)).toEqual([]);
  });

  it('loads the demo content once, however often the server starts', async () => {
    database = await createTestDatabase(engine);
    const { db } = database.handle;
    await migrateToLatest(db);
    expect(await seedDemoContent(db)).toContain('demo-columns');
    const count = async () =>
      (
        await db
          .selectFrom('news_column')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const afterFirst = await count();
    expect(afterFirst).toBeGreaterThan(12);
    expect(await seedDemoContent(db)).toEqual([]);
    expect(await count()).toBe(afterFirst);
  });
});
