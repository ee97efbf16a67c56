import type { Db } from '../../db/database.ts';
import type { ExerciseRow } from '../question-bank/public.ts';

/**
 * The question-bank rows this module reads that the bank's public file does not offer: the
 * attempts behind a contest's entries and practices, and the answer counts of open ones. Read
 * only; attempts are started, saved and handed in by the bank.
 */

export interface AttemptOf {
  stage: string;
  exercise: ExerciseRow;
}

/** A learner's entries into a contest's stages with their attempts. */
export async function findEntryAttempts(
  db: Db,
  contestId: number,
  userId: number,
): Promise<AttemptOf[]> {
  const rows = await db
    .selectFrom('mock_exam_entry as en')
    .innerJoin('qb_exercise as x', 'x.id', 'en.exercise_id')
    .selectAll('x')
    .select('en.stage as entry_stage')
    .where('en.mock_exam_id', '=', contestId)
    .where('en.user_id', '=', userId)
    .execute();
  return rows.map(({ entry_stage, ...exercise }) => ({ stage: entry_stage, exercise }));
}

/** The 行测 attempts of a learner in several contests (their lists), by contest. */
export async function findEntryAttemptsOfContests(
  db: Db,
  userId: number,
  contestIds: number[],
  stage: string,
): Promise<Map<number, ExerciseRow>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mock_exam_entry as en')
    .innerJoin('qb_exercise as x', 'x.id', 'en.exercise_id')
    .selectAll('x')
    .select('en.mock_exam_id as contest_id')
    .where('en.user_id', '=', userId)
    .where('en.stage', '=', stage)
    .where('en.mock_exam_id', 'in', contestIds)
    .execute();
  return new Map(rows.map(({ contest_id, ...exercise }) => [contest_id, exercise]));
}

/** A learner's practice attempts of a past contest, newest first. */
export async function findPracticeAttempts(
  db: Db,
  contestId: number,
  userId: number,
): Promise<AttemptOf[]> {
  const rows = await db
    .selectFrom('mock_exam_practice as p')
    .innerJoin('qb_exercise as x', 'x.id', 'p.exercise_id')
    .selectAll('x')
    .select('p.stage as practice_stage')
    .where('p.mock_exam_id', '=', contestId)
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map(({ practice_stage, ...exercise }) => ({ stage: practice_stage, exercise }));
}

/** Attempts of a stage still open (not handed in): what the sweep hands in at its end. */
export async function findOpenEntryExerciseIds(
  db: Db,
  contestId: number,
  stage: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('mock_exam_entry as en')
    .innerJoin('qb_exercise as x', 'x.id', 'en.exercise_id')
    .select('x.id')
    .where('en.mock_exam_id', '=', contestId)
    .where('en.stage', '=', stage)
    .where('x.status', '!=', 'submitted')
    .orderBy('x.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Questions answered so far, per attempt. */
export async function countAnsweredOf(db: Db, exerciseIds: number[]): Promise<Map<number, number>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_answer')
    .select(['exercise_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('exercise_id', 'in', exerciseIds)
    .where((eb) => eb.or([eb('answer', '!=', ''), eb('urls', '!=', '[]')]))
    .groupBy('exercise_id')
    .execute();
  return new Map(rows.map((row) => [row.exercise_id, Number(row.n)]));
}

/** The regions papers are set for (全国, 江苏 …), as the bank's writer stored them. */
export async function findPaperRegions(db: Db, paperIds: number[]): Promise<string[]> {
  if (paperIds.length === 0) return [];
  const rows = await db
    .selectFrom('qb_paper')
    .select('region')
    .where('id', 'in', [...new Set(paperIds)])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.region);
}

/** A paper's gradable questions (sub-questions one by one) and their total score. */
export async function paperTotals(
  db: Db,
  paperIds: number[],
): Promise<Map<number, { questionCount: number; scoreTenths: number }>> {
  if (paperIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_question')
    .select([
      'paper_id',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('score_tenths').as('score'),
    ])
    .where('paper_id', 'in', [...new Set(paperIds)])
    .where('type_code', '!=', 'composite')
    .groupBy('paper_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.paper_id ?? 0,
      { questionCount: Number(row.n), scoreTenths: Number(row.score ?? 0) },
    ]),
  );
}

/** The gradable questions of a paper, in paper order. */
function paperLeavesQuery(db: Db, paperId: number) {
  return db
    .selectFrom('qb_question as q')
    .leftJoin('qb_question as p', 'p.id', 'q.parent_id')
    .where('q.paper_id', '=', paperId)
    .where('q.type_code', '!=', 'composite')
    .orderBy((eb) => eb.fn.coalesce('p.sort_order', 'q.sort_order'))
    .orderBy((eb) => eb.fn.coalesce('q.parent_id', 'q.id'))
    .orderBy('q.sort_order')
    .orderBy('q.id');
}

/**
 * A paper's gradable questions in paper order as results need them: id, parent, score,
 * knowledge point. No key or options: a result page has no use for them.
 */
export function findPaperLeaves(db: Db, paperId: number) {
  return paperLeavesQuery(db, paperId)
    .select(['q.id', 'q.parent_id', 'q.catalogue_id', 'q.subject_id', 'q.score_tenths'])
    .execute();
}

/** The same with what the demo cohort answers by: key, options, difficulty (seed only). */
export function findPaperLeavesWithKeys(db: Db, paperId: number) {
  return paperLeavesQuery(db, paperId)
    .select(['q.id', 'q.type_code', 'q.score_tenths', 'q.difficulty', 'q.answer', 'q.options'])
    .execute();
}
