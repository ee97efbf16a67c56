import type { Insertable, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type {
  Db,
  MockExamApplicationTable,
  MockExamStageTable,
  MockExamTable,
} from '../../db/database.ts';
import type { MockExamState } from '@shangan/shared/contracts/mock-exams';
import type { ExerciseRow } from '../question-bank/public.ts';

/** Contests, their stages, applications, entries, practice attempts and page-leave events. */

export type ContestRow = Selectable<MockExamTable>;
export type StageRow = Selectable<MockExamStageTable>;
export type ApplicationRow = Selectable<MockExamApplicationTable>;

/** An attempt's state as the contest reads it (its question-bank row). */
export type EntryState = Pick<ExerciseRow, 'status'>;

// Contests and stages.

export function findContest(db: Db, id: number): Promise<ContestRow | undefined> {
  return db.selectFrom('mock_exam').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stages of contests in time order (行测 before 申论). */
export async function findStages(db: Db, contestIds: number[]): Promise<Map<number, StageRow[]>> {
  const byContest = new Map<number, StageRow[]>(contestIds.map((id) => [id, []]));
  if (contestIds.length === 0) return byContest;
  const rows = await db
    .selectFrom('mock_exam_stage')
    .selectAll()
    .where('mock_exam_id', 'in', [...new Set(contestIds)])
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byContest.get(row.mock_exam_id)?.push(row);
  return byContest;
}

export async function findContestPage(
  db: Db,
  filter: { state?: MockExamState; examType?: string; page: number; size: number; nowIso: string },
): Promise<{ rows: ContestRow[]; total: number }> {
  const now = filter.nowIso;
  let query = db.selectFrom('mock_exam');
  if (filter.state === 'upcoming') query = query.where('apply_start_at', '>', now);
  if (filter.state === 'applying') {
    query = query.where('apply_start_at', '<=', now).where('start_at', '>', now);
  }
  if (filter.state === 'running')
    query = query.where('start_at', '<=', now).where('end_at', '>', now);
  if (filter.state === 'ended') query = query.where('end_at', '<=', now);
  if (filter.examType) query = query.where('exam_type', '=', filter.examType);
  // Past contests newest first; those to come soonest first.
  const pastFirst = filter.state === 'ended';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('start_at', pastFirst ? 'desc' : 'asc')
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function insertContest(db: Db, values: Insertable<MockExamTable>): Promise<{ id: number }> {
  return db.insertInto('mock_exam').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertStage(db: Db, values: Insertable<MockExamStageTable>): Promise<void> {
  await db.insertInto('mock_exam_stage').values(values).execute();
}

// Applications.

export async function countApplicants(db: Db, contestIds: number[]): Promise<Map<number, number>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mock_exam_application')
    .select(['mock_exam_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('mock_exam_id', 'in', [...new Set(contestIds)])
    .groupBy('mock_exam_id')
    .execute();
  return new Map(rows.map((row) => [row.mock_exam_id, Number(row.n)]));
}

export function findApplication(
  db: Db,
  contestId: number,
  userId: number,
): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('mock_exam_application')
    .selectAll()
    .where('mock_exam_id', '=', contestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findAppliedContestIds(
  db: Db,
  userId: number,
  contestIds: number[],
): Promise<Set<number>> {
  if (contestIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('mock_exam_application')
    .select('mock_exam_id')
    .where('user_id', '=', userId)
    .where('mock_exam_id', 'in', contestIds)
    .execute();
  return new Set(rows.map((row) => row.mock_exam_id));
}

/**
 * Inserts the application unless the learner has one: answers whether this call applied. The
 * unique (contest, learner) pair settles two calls racing past the caller's check.
 */
export async function insertApplication(
  db: Db,
  values: Insertable<MockExamApplicationTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('mock_exam_application')
    .values(values)
    .onConflict((oc) => oc.columns(['mock_exam_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateReminder(
  db: Db,
  contestId: number,
  userId: number,
  enabled: boolean,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('mock_exam_application')
    .set({ reminder_enabled: enabled ? 1 : 0, reminder_changed_at: nowIso })
    .where('mock_exam_id', '=', contestId)
    .where('user_id', '=', userId)
    .execute();
}

/** A page of the contests a learner applied to, latest contest first. */
export async function findApplicationPage(
  db: Db,
  userId: number,
  filter: { state?: MockExamState; page: number; size: number; nowIso: string },
): Promise<{ rows: Array<ContestRow & { applied_at: string }>; total: number }> {
  const now = filter.nowIso;
  let query = db
    .selectFrom('mock_exam_application as a')
    .innerJoin('mock_exam as e', 'e.id', 'a.mock_exam_id')
    .where('a.user_id', '=', userId);
  if (filter.state === 'upcoming') query = query.where('e.apply_start_at', '>', now);
  if (filter.state === 'applying') {
    query = query.where('e.apply_start_at', '<=', now).where('e.start_at', '>', now);
  }
  if (filter.state === 'running') {
    query = query.where('e.start_at', '<=', now).where('e.end_at', '>', now);
  }
  if (filter.state === 'ended') query = query.where('e.end_at', '<=', now);
  const [rows, count] = await Promise.all([
    query
      .selectAll('e')
      .select('a.created_at as applied_at')
      .orderBy('e.start_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Reminders due: subscribed applicants of contests whose first stage starts between the two
 * times. What a delivery job would send; this site has no channel to send them on yet.
 */
export function findDueReminders(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('mock_exam_application as a')
    .innerJoin('mock_exam as e', 'e.id', 'a.mock_exam_id')
    .select(['a.mock_exam_id', 'a.user_id', 'e.title', 'e.start_at'])
    .where('a.reminder_enabled', '=', 1)
    .where('e.start_at', '>', fromIso)
    .where('e.start_at', '<=', toIso)
    .orderBy('e.start_at')
    .orderBy('a.id')
    .execute();
}

// Entries (a candidate's attempt of a stage) and practice attempts.

export async function insertEntry(
  db: Db,
  values: { contestId: number; stage: string; userId: number; exerciseId: number; nowIso: string },
): Promise<void> {
  await db
    .insertInto('mock_exam_entry')
    .values({
      mock_exam_id: values.contestId,
      stage: values.stage,
      user_id: values.userId,
      exercise_id: values.exerciseId,
      created_at: values.nowIso,
    })
    .execute();
}

export async function insertPractice(
  db: Db,
  values: { contestId: number; stage: string; userId: number; exerciseId: number; nowIso: string },
): Promise<void> {
  await db
    .insertInto('mock_exam_practice')
    .values({
      mock_exam_id: values.contestId,
      stage: values.stage,
      user_id: values.userId,
      exercise_id: values.exerciseId,
      created_at: values.nowIso,
    })
    .execute();
}

/** The stage of the contest an attempt is an entry of, if it is one. */
export function findEntryOfExercise(db: Db, exerciseId: number) {
  return db
    .selectFrom('mock_exam_entry')
    .select(['mock_exam_id', 'stage', 'user_id'])
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirst();
}

export async function markStageSwept(db: Db, stageId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('mock_exam_stage')
    .set({ swept_at: nowIso })
    .where('id', '=', stageId)
    .where('swept_at', 'is', null)
    .execute();
}

/** Stages that ended before `cutoffIso` and whose open attempts are not handed in yet. */
export function findStagesToSweep(db: Db, cutoffIso: string): Promise<StageRow[]> {
  return db
    .selectFrom('mock_exam_stage')
    .selectAll()
    .where('swept_at', 'is', null)
    .where('end_at', '<=', cutoffIso)
    .orderBy('end_at')
    .execute();
}

/** Contests over before `cutoffIso`, every stage swept, results not yet computed. */
export function findContestsToClose(db: Db, cutoffIso: string): Promise<ContestRow[]> {
  return db
    .selectFrom('mock_exam as e')
    .selectAll('e')
    .where('e.results_published_at', 'is', null)
    .where('e.end_at', '<=', cutoffIso)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('mock_exam_stage as s')
            .select('s.id')
            .whereRef('s.mock_exam_id', '=', 'e.id')
            .where('s.swept_at', 'is', null),
        ),
      ),
    )
    .orderBy('e.end_at')
    .execute();
}

// Every practice start and most bank reads ask: compiled once (db/prepared-query.ts).
const selectEmbargoedPaperIds = preparedQuery((db, values: { cutoffIso: string }) =>
  db
    .selectFrom('mock_exam_stage as s')
    .innerJoin('mock_exam as e', 'e.id', 's.mock_exam_id')
    .select('s.paper_id')
    .where('e.end_at', '>', values.cutoffIso),
);

/** Papers of contests whose end is after `cutoffIso` (closedEndCutoff): under embargo. */
export async function findEmbargoedPaperIds(db: Db, cutoffIso: string): Promise<number[]> {
  return (await selectEmbargoedPaperIds(db, { cutoffIso })).map((row) => row.paper_id);
}

// Leaving the exam page.

export async function insertLeaveEvent(
  db: Db,
  values: { exerciseId: number; userId: number; event: string; nowIso: string },
): Promise<void> {
  await db
    .insertInto('mock_exam_leave_log')
    .values({
      exercise_id: values.exerciseId,
      user_id: values.userId,
      event: values.event,
      created_at: values.nowIso,
    })
    .execute();
}

export async function countLeaveEvents(
  db: Db,
  exerciseIds: number[],
  filter: { event?: string; sinceIso?: string } = {},
): Promise<Map<number, number>> {
  if (exerciseIds.length === 0) return new Map();
  let query = db
    .selectFrom('mock_exam_leave_log')
    .select(['exercise_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('exercise_id', 'in', exerciseIds);
  if (filter.event) query = query.where('event', '=', filter.event);
  if (filter.sinceIso) query = query.where('created_at', '>=', filter.sinceIso);
  const rows = await query.groupBy('exercise_id').execute();
  return new Map(rows.map((row) => [row.exercise_id, Number(row.n)]));
}
