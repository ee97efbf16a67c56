import { JOB_KIND_LABELS, JobMsg, type JobKind, type JobState } from '@shangan/shared';
import type { JobRun } from '@shangan/shared/contracts/console/jobs';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/public.ts';
import { findRun, listRuns, type JobRunRow } from './job-runs.repository.ts';
import type { JobQueue } from './job-types.ts';

export interface JobsContext {
  db: Db;
  jobs: JobQueue;
}

export function jobRunView(row: JobRunRow): JobRun {
  return {
    id: row.id,
    kind: row.kind,
    kindName: JOB_KIND_LABELS[row.kind as JobKind] ?? row.kind,
    title: row.title,
    state: row.state,
    progress: row.progress,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    runAfter: row.run_after,
  };
}

export async function listJobs(
  ctx: JobsContext,
  query: { page?: number | undefined; pageSize?: number | undefined; state?: JobState | undefined },
) {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const { rows, total } = await listRuns(ctx.db, query.state ? { state: query.state } : {}, {
    limit: size,
    offset: (page - 1) * size,
  });
  return { list: rows.map(jobRunView), total, engine: ctx.jobs.engine };
}

/** A failed run tried again, in the audit log as the staff member's doing. */
export async function retryJob(ctx: JobsContext, actorId: number, id: number): Promise<JobRun> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await findRun(trx, id);
    if (!before) throw new ApiError(ApiCode.NOT_FOUND, JobMsg.notFound);
    if (!(await ctx.jobs.retry(trx, id))) throw new ApiError(ApiCode.BAD_REQUEST, JobMsg.notFailed);
    const after = (await findRun(trx, id))!;
    await recordAudit(trx, {
      actorId,
      action: 'job.retry',
      entity: 'job_run',
      entityId: id,
      before: { state: before.state, attempts: before.attempts, lastError: before.last_error },
      after: { state: after.state, attempts: after.attempts },
    });
    return after;
  });
  ctx.jobs.nudge();
  return jobRunView(row);
}
