import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { runAttempt } from './attempt.ts';
import { claimDue, recordRequest, releaseOrphans, requeueFailed } from './job-runs.repository.ts';
import type { JobDefinition, JobQueue } from './job-types.ts';

/** How often the table is looked at when nothing woke the workers. */
const POLL_MS = 1_000;

/**
 * The embedded database's queue: the job_run rows are the queue. One process owns an SQLite
 * file, so a run left active at start-up belonged to a process that stopped, and is taken up
 * again. Work is taken in order of asking, up to each kind's concurrency.
 */
export function createEmbeddedQueue(db: Db, log: FastifyBaseLogger) {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const running = new Map<string, number>();
  const attempts = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let again = false;

  const freeKinds = () =>
    [...definitions.values()]
      .filter((definition) => (running.get(definition.kind) ?? 0) < definition.concurrency)
      .map((definition) => definition.kind);

  async function takeDueWork(): Promise<void> {
    for (;;) {
      if (stopping.signal.aborted) return;
      const run = await claimDue(db, freeKinds(), new Date().toISOString());
      if (!run) return;
      const definition = definitions.get(run.kind)!;
      running.set(run.kind, (running.get(run.kind) ?? 0) + 1);
      const attempt = runAttempt(db, definition, run, run.attempts, stopping.signal, log)
        .catch((error: unknown) =>
          log.error({ err: error, runId: run.id }, 'job bookkeeping failed'),
        )
        .finally(() => {
          running.set(run.kind, (running.get(run.kind) ?? 1) - 1);
          attempts.delete(attempt);
          poll();
        });
      attempts.add(attempt);
    }
  }

  function poll(): void {
    if (stopping.signal.aborted) return;
    if (polling) {
      again = true;
      return;
    }
    polling = takeDueWork()
      .catch((error: unknown) => log.error({ err: error }, 'job queue poll failed'))
      .finally(() => {
        polling = null;
        if (again) {
          again = false;
          poll();
        }
      });
  }

  const queue: JobQueue = {
    engine: 'embedded',
    define(definition) {
      definitions.set(definition.kind, definition as JobDefinition<unknown>);
    },
    async enqueue(trx, request) {
      return (await recordRequest(trx, definitions, request)).id;
    },
    retry: (trx, runId) => requeueFailed(trx, runId, new Date().toISOString()),
    nudge: poll,
  };

  return {
    queue,
    async start() {
      const released = await releaseOrphans(db, new Date().toISOString());
      if (released > 0) log.warn({ released }, 'background work left by a stopped process resumes');
      timer = setInterval(poll, POLL_MS);
      timer.unref();
      poll();
    },
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      await polling;
      // Each attempt sees the abort, stops its work and records the attempt as failed; the
      // run is taken up again at the next start.
      await Promise.allSettled([...attempts]);
    },
  };
}
