import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * A failure no further attempt can mend (the uploaded file is no video, its lesson is gone):
 * the run is failed at once, with this message for the staff.
 */
export class PermanentJobError extends Error {}

/** What a piece of work is given while it runs. */
export interface RunningJob {
  runId: number;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the server stops: the work should stop too (it is taken up again later). */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** 0-100, shown in the console; written at most every second or so by the caller's choice. */
  progress(percent: number): Promise<void>;
}

export interface JobDefinition<Payload> {
  kind: string;
  /** Attempts in all before the run is failed. */
  maxAttempts: number;
  /** Wait before the second attempt; each later wait doubles. */
  retryDelaySeconds: number;
  /** An attempt running longer is taken as lost (its process died) and tried again. */
  timeoutSeconds: number;
  /** Attempts of this kind at once per process: the machine serves requests too. */
  concurrency: number;
  /** Throws PermanentJobError when no retry can help; anything else is retried. */
  run(payload: Payload, job: RunningJob): Promise<void>;
}

export interface EnqueueRequest<Payload> {
  kind: string;
  payload: Payload;
  /** For people: what the work is about. */
  title: string;
  /** The row it is for (lesson:12). */
  target: string;
  createdBy: number | null;
  /** ISO time before which no attempt starts (a scheduled publish); now when absent. */
  notBefore?: string;
}

/**
 * Background work, retried and visible in the console: pg-boss on PostgreSQL, the job_run table
 * itself polled in process on the embedded database.
 */
export interface JobQueue {
  readonly engine: 'embedded' | 'pg-boss';
  /** Before the server is ready: the kinds this process works on. */
  define<Payload>(definition: JobDefinition<Payload>): void;
  /**
   * Asks for work inside the caller's transaction, so the work exists exactly when what asks
   * for it does. Returns the run's id.
   */
  enqueue<Payload>(trx: Transaction<Database>, request: EnqueueRequest<Payload>): Promise<number>;
  /** A failed run tried again from the start (its attempts counted afresh). False: not failed. */
  retry(trx: Transaction<Database>, runId: number): Promise<boolean>;
  /** Wakes this process's workers after a commit, instead of at their next poll. */
  nudge(): void;
}
