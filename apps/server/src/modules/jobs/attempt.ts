import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { markDone, markFailedAttempt, recordProgress } from './job-runs.repository.ts';
import { PermanentJobError, type JobDefinition } from './job-types.ts';

export const INTERRUPTED = '服务停止时中断，将重新处理';

/** A progress report is written only when it moved by this much, or finished. */
const PROGRESS_STEP = 2;

/**
 * Runs one attempt of a run already marked active and records how it went. Returns when to try
 * again (seconds from now), or null when the run is finished either way.
 */
export async function runAttempt(
  db: Db,
  definition: JobDefinition<unknown>,
  run: { id: number; payload: string },
  attempt: number,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<{ retryInSeconds: number | null }> {
  let reported = 0;
  try {
    await definition.run(JSON.parse(run.payload) as unknown, {
      runId: run.id,
      attempt,
      signal,
      log,
      async progress(percent) {
        const value = Math.max(0, Math.min(99, Math.floor(percent)));
        if (value - reported < PROGRESS_STEP) return;
        reported = value;
        await recordProgress(db, run.id, value);
      },
    });
    await markDone(db, run.id, new Date().toISOString());
    return { retryInSeconds: null };
  } catch (error) {
    // Stopped with the server: the attempt counts, and the next one starts over.
    const interrupted = signal.aborted;
    const permanent = !interrupted && error instanceof PermanentJobError;
    const last = permanent || attempt >= definition.maxAttempts;
    const message = interrupted
      ? INTERRUPTED
      : error instanceof Error
        ? error.message
        : String(error);
    if (!permanent && !interrupted)
      log.error({ err: error, runId: run.id, attempt }, `job ${definition.kind} failed`);
    const retryInSeconds = last ? null : definition.retryDelaySeconds * 2 ** (attempt - 1);
    const now = Date.now();
    await markFailedAttempt(
      db,
      run.id,
      message,
      retryInSeconds === null ? null : new Date(now + retryInSeconds * 1000).toISOString(),
      new Date(now).toISOString(),
    );
    return { retryInSeconds };
  }
}
