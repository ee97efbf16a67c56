import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/connect.ts';

/**
 * The e2e server's own database file (see global-setup.ts), opened with the server's database
 * code, for content that no API writes (articles, AI explanations, hot-search counts): a spec
 * stores it through the same writers and types the server and its seed use. SQLite in WAL mode
 * lets this connection write beside the running server.
 */
export async function withServerDatabase<T>(
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(inject('databasePath'));
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}
