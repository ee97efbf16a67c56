import { CompiledQuery, type Transaction } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.ts';
import { runAttempt } from './attempt.ts';
import { findRun, markActive, recordRequest, requeueFailed } from './job-runs.repository.ts';
import type { JobDefinition, JobQueue } from './job-types.ts';

/** pg-boss's own connections, beside the app's pool. */
const BOSS_POOL_SIZE = 3;
/** How often an idle worker asks PostgreSQL for work. */
const POLL_SECONDS = 1;

interface RunRef {
  runId: number;
}

/**
 * The schema pg-boss keeps its tables in: its own beside ours, and one per schema when the app
 * lives in one (benchmarks and tests put each run in its own search_path).
 */
export function bossSchemaOf(databaseUrl: string): string {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  const schema = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
  return schema ? `${schema}_pgboss` : 'pgboss';
}

/** pg-boss's statements inside one of our Kysely transactions. */
function inTransaction(trx: Transaction<Database>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * PostgreSQL's queue: pg-boss delivers each run to one worker of all the instances, retries it
 * with a growing wait, and takes an attempt whose process died as failed once it expires. The
 * job carries only the run's id; the job_run row says what the work is and how it went.
 */
export function createPgBossQueue(db: Db, databaseUrl: string, log: FastifyBaseLogger) {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const stopping = new AbortController();
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: bossSchemaOf(databaseUrl),
    max: BOSS_POOL_SIZE,
    application_name: 'shangan-jobs',
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss'));
  let started: Promise<void> | null = null;

  const optionsOf = (definition: JobDefinition<unknown>) => ({
    retryLimit: definition.maxAttempts - 1,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.timeoutSeconds,
  });

  async function work(definition: JobDefinition<unknown>): Promise<void> {
    await boss.createQueue(definition.kind, optionsOf(definition));
    await boss.work<RunRef>(
      definition.kind,
      {
        batchSize: 1,
        localConcurrency: definition.concurrency,
        pollingIntervalSeconds: POLL_SECONDS,
      },
      async ([job]) => {
        if (!job) return;
        const run = await findRun(db, job.data.runId);
        // Its row is gone (a test database emptied): nothing to do.
        if (!run) return;
        const attempt = job.retryCount + 1;
        await markActive(db, run.id, attempt, new Date().toISOString());
        const outcome = await runAttempt(db, definition, run, attempt, stopping.signal, log);
        // pg-boss retries a job whose handler threw, after its own wait (the same as ours).
        if (outcome.retryInSeconds !== null)
          throw new Error(`run ${run.id}: attempt ${attempt} failed`);
      },
    );
  }

  const ready = () => {
    if (!started) throw new Error('the job queue has not started');
    return started;
  };

  async function send(trx: Transaction<Database>, kind: string, runId: number, notBefore?: string) {
    await ready();
    const definition = definitions.get(kind)!;
    await boss.send(kind, { runId } satisfies RunRef, {
      ...optionsOf(definition),
      ...(notBefore ? { startAfter: new Date(notBefore) } : {}),
      db: inTransaction(trx),
    });
  }

  const queue: JobQueue = {
    engine: 'pg-boss',
    define(definition) {
      definitions.set(definition.kind, definition as JobDefinition<unknown>);
    },
    async enqueue(trx, request) {
      const run = await recordRequest(trx, definitions, request);
      await send(trx, request.kind, run.id, request.notBefore);
      return run.id;
    },
    async retry(trx, runId) {
      const run = await findRun(trx, runId);
      if (!run || !(await requeueFailed(trx, runId, new Date().toISOString()))) return false;
      await send(trx, run.kind, runId);
      return true;
    },
    nudge() {
      // pg-boss's workers poll every second.
    },
  };

  return {
    queue,
    start() {
      started ??= (async () => {
        await boss.start();
        for (const definition of definitions.values()) await work(definition);
      })();
      return started;
    },
    async stop() {
      stopping.abort();
      if (started) await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
