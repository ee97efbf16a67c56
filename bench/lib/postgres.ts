import crypto from 'node:crypto';
import pg from 'pg';

/** One connection to PostgreSQL for a few statements of the bench's own (schemas, vacuum). */
export async function withPg<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a bench on BENCH_DATABASE_URL's database inside a schema of its own (named after
 * `prefix`), given the URL that opens it there; the schema is dropped afterwards, whatever
 * happened.
 */
export async function inBenchSchema<T>(
  pgUrl: string,
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const schema = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await withPg(pgUrl, (client) => client.query(`create schema ${schema}`));
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return await run(url.toString());
  } finally {
    await withPg(pgUrl, (client) => client.query(`drop schema ${schema} cascade`));
  }
}
