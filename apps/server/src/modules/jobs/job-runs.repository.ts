import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, JobRunState, JobRunTable } from '../../db/database.ts';
import type { EnqueueRequest, JobDefinition } from './job-types.ts';

export type JobRunRow = Selectable<JobRunTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The longest error text kept for the staff to read. */
const ERROR_LIMIT = 500;

async function insertRun(
  db: Db,
  run: {
    kind: string;
    title: string;
    target: string;
    payload: string;
    maxAttempts: number;
    createdBy: number | null;
    runAfter: string;
  },
  now: string,
): Promise<JobRunRow> {
  return db
    .insertInto('job_run')
    .values({
      kind: run.kind,
      title: run.title.slice(0, 200),
      target: run.target,
      payload: run.payload,
      state: 'waiting',
      max_attempts: run.maxAttempts,
      run_after: run.runAfter,
      created_by: run.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The run a request for work stands for, with its kind's attempts. */
export async function recordRequest(
  trx: Transaction<Database>,
  definitions: ReadonlyMap<string, JobDefinition<unknown>>,
  request: EnqueueRequest<unknown>,
): Promise<JobRunRow> {
  const definition = definitions.get(request.kind);
  if (!definition) throw new Error(`no job kind ${request.kind}`);
  const now = new Date().toISOString();
  return insertRun(
    trx,
    {
      kind: request.kind,
      title: request.title,
      target: request.target,
      payload: JSON.stringify(request.payload),
      maxAttempts: definition.maxAttempts,
      createdBy: request.createdBy,
      runAfter: request.notBefore ?? now,
    },
    now,
  );
}

export function findRun(db: Db, id: number): Promise<JobRunRow | undefined> {
  return db.selectFrom('job_run').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markActive(db: Db, id: number, attempt: number, now: string): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ state: 'active', attempts: attempt, progress: 0, started_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function recordProgress(db: Db, id: number, percent: number): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ progress: percent, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

export async function markDone(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ state: 'done', progress: 100, last_error: '', finished_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** An attempt failed: another follows at runAfter, or (runAfter null) none does. */
export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  runAfter: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('job_run')
    .set({
      state: runAfter === null ? 'failed' : 'retrying',
      last_error: error.slice(0, ERROR_LIMIT),
      ...(runAfter === null ? { finished_at: now } : { run_after: runAfter }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** A failed run asked for again by the staff: its attempts start over. */
export async function requeueFailed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('job_run')
    .set({
      state: 'waiting',
      attempts: 0,
      progress: 0,
      run_after: now,
      finished_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The embedded queue's next run of the given kinds that is due, taken at once (waiting or
 * retrying to active, one attempt more), or undefined. Single statement, so two pollers never
 * take the same run.
 */
export async function claimDue(
  db: Db,
  kinds: string[],
  now: string,
): Promise<JobRunRow | undefined> {
  if (kinds.length === 0) return undefined;
  const next = await db
    .selectFrom('job_run')
    .select('id')
    .where('state', 'in', ['waiting', 'retrying'])
    .where('run_after', '<=', now)
    .where('kind', 'in', kinds)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return undefined;
  return db
    .updateTable('job_run')
    .set((eb) => ({
      state: 'active',
      attempts: eb('attempts', '+', 1),
      progress: 0,
      started_at: now,
      updated_at: now,
    }))
    .where('id', '=', next.id)
    .where('state', 'in', ['waiting', 'retrying'])
    .returningAll()
    .executeTakeFirst();
}

/** Runs a stopped process left active: they are taken up again (embedded queue only). */
export async function releaseOrphans(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('job_run')
    .set({ state: 'retrying', run_after: now, updated_at: now })
    .where('state', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listRuns(
  db: Db,
  filter: { state?: JobRunState; kind?: string; target?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: JobRunRow[]; total: number }> {
  let query = db.selectFrom('job_run');
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.target) query = query.where('target', '=', filter.target);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The latest run for each of the targets. */
export async function latestRunsOf(db: Db, targets: string[]): Promise<Map<string, JobRunRow>> {
  const latest = new Map<string, JobRunRow>();
  if (targets.length === 0) return latest;
  const rows = await db
    .selectFrom('job_run')
    .selectAll()
    .where('target', 'in', targets)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('job_run as j')
        .select((inner) => inner.fn.max('j.id').as('id'))
        .where('j.target', 'in', targets)
        .groupBy('j.target'),
    )
    .execute();
  for (const row of rows) latest.set(row.target, row);
  return latest;
}
