import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The cheapest round trip that proves the database answers (health checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
