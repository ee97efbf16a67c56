/**
 * What other modules may use of background work: `app.jobs` (queue.ts) to define their kinds and
 * ask for work in their own transactions, the error that fails a run at once, and the latest run
 * of their rows for their own pages.
 */
export {
  PermanentJobError,
  type EnqueueRequest,
  type JobDefinition,
  type JobQueue,
  type RunningJob,
} from './job-types.ts';
export { latestRunsOf, type JobRunRow } from './job-runs.repository.ts';
export { default as jobsPlugin } from './queue.ts';
