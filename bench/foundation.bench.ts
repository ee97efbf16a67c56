import { measure, printTable, type LoadResult } from './lib/load.ts';
import { startProcess, startShanganServer } from './lib/server.ts';

/**
 * Foundation figures: health check, the column tree, the home data and a column page vs bare
 * Fastify, in one run (the speed target reads the home data and column page against bare
 * Fastify's figure of the same run).
 */
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
    rows.push(
      await measure(
        'GET /api/v1/pc/linxuan/pc/index (home data)',
        `${server.baseURL}/api/v1/pc/linxuan/pc/index`,
      ),
    );
    rows.push(
      await measure(
        'GET /api/v1/pc/linxuan/pc/index (home data, brotli as browsers ask)',
        `${server.baseURL}/api/v1/pc/linxuan/pc/index`,
        50,
        { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      ),
    );
    rows.push(
      await measure(
        'GET /api/v1/pc/articles?columnId=1 (column page)',
        `${server.baseURL}/api/v1/pc/articles?columnId=1&page=1&pageSize=20`,
      ),
    );
  } finally {
    await server.stop();
  }

  printTable('Foundation — embedded SQLite, 50 connections', rows);
  return rows;
}

// `node bench/foundation.bench.ts` runs this benchmark alone.
if (import.meta.main) await benchFoundation();
