import { measure, printTable, type LoadResult } from './lib/load.ts';
import { startProcess, startShanganServer } from './lib/server.ts';

/** Foundation figures: health check and one database-backed endpoint vs bare Fastify. */
export async function benchFoundation(): Promise<LoadResult[]> {
  const rows: LoadResult[] = [];

  const bare = await startProcess('bench/bare-fastify.ts', {}, '/');
  try {
    rows.push(await measure('bare Fastify GET /', `${bare.baseURL}/`));
  } finally {
    await bare.stop();
  }

  const server = await startShanganServer();
  try {
    rows.push(await measure('GET /healthz (select 1)', `${server.baseURL}/healthz`));
    rows.push(
      await measure(
        'GET /api/v1/pc/headColumns (column tree)',
        `${server.baseURL}/api/v1/pc/headColumns`,
      ),
    );
  } finally {
    await server.stop();
  }

  printTable('Foundation — embedded SQLite, 50 connections', rows);
  return rows;
}
