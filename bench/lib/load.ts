import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** What each request sends beyond a plain GET of the URL. */
export type RequestShape = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'>;

/** Runs autocannon against one URL: a 2 s warm-up that is thrown away, then the measured run. */
export async function measure(
  name: string,
  url: string,
  connections = 50,
  request: RequestShape = {},
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2, ...request });
  const result = await autocannon({ url, connections, duration: BENCH_SECONDS, ...request });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
}
