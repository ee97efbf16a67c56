import type { Db } from '../../db/database.ts';
import { outsideDraftPapers } from '../question-bank/public.ts';

/**
 * The question-bank rows this module reads beyond what the bank's public file offers: subject
 * names, the questions a set may draw, and everyone's graded answers per question. Read only;
 * the bank writes them.
 */

/** What a set draws: one question at a time with an option list the learner picks from. */
export const DRAWN_TYPES = [
  'single_choose',
  'true_false_choose',
  'multiple_choose',
  'non_directional_choose',
] as const;

/** SQLite allows 32k bound parameters; stay far below for both engines. */
const CHUNK = 500;

async function inChunks<T>(ids: number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    rows.push(...(await load(unique.slice(i, i + CHUNK))));
  }
  return rows;
}

export async function findSubjectNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_subject')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findCatalogueNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await inChunks(ids, (chunk) =>
    db.selectFrom('qb_catalogue').select(['id', 'name']).where('id', 'in', chunk).execute(),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface DrawableRow {
  id: number;
  catalogue_id: number | null;
  difficulty: number;
  vip_only: number;
}

/** Top-level questions of the drawn types filed under these catalogue nodes. */
export function findDrawableQuestions(db: Db, catalogueIds: number[]): Promise<DrawableRow[]> {
  return inChunks(catalogueIds, (chunk) =>
    db
      .selectFrom('qb_question')
      .select(['id', 'catalogue_id', 'difficulty', 'vip_only'])
      .where('catalogue_id', 'in', chunk)
      .where('parent_id', 'is', null)
      .where('type_code', 'in', [...DRAWN_TYPES])
      .where(outsideDraftPapers)
      .execute(),
  );
}

/**
 * Graded answers per question of everyone: the question bank's answers in handed-in attempts
 * (an open attempt's answers may still change; error-book rounds repeat questions already
 * answered wrong, so they would make a question look easier than it is), and first tries here.
 * Empty answers are not graded and do not count.
 */
export async function countCohortAnswers(
  db: Db,
  questionIds: number[],
): Promise<Map<number, { answers: number; correct: number }>> {
  const counts = new Map<number, { answers: number; correct: number }>();
  const add = (rows: Array<{ question_id: number; n: unknown; c: unknown }>) => {
    for (const row of rows) {
      const entry = counts.get(row.question_id) ?? { answers: 0, correct: 0 };
      entry.answers += Number(row.n);
      entry.correct += Number(row.c ?? 0);
      counts.set(row.question_id, entry);
    }
  };
  add(
    await inChunks(questionIds, (chunk) =>
      db
        .selectFrom('qb_answer as a')
        .innerJoin('qb_exercise as e', 'e.id', 'a.exercise_id')
        .select([
          'a.question_id',
          (eb) => eb.fn.countAll().as('n'),
          (eb) => eb.fn.sum('a.is_correct').as('c'),
        ])
        .where('a.question_id', 'in', chunk)
        .where('a.is_correct', 'is not', null)
        .where('e.status', '=', 'submitted')
        .where('e.kind', '!=', 'error')
        .groupBy('a.question_id')
        .execute(),
    ),
  );
  add(
    await inChunks(questionIds, (chunk) =>
      db
        .selectFrom('bp_answer')
        .select([
          'question_id',
          (eb) => eb.fn.countAll().as('n'),
          (eb) => eb.fn.sum('is_correct').as('c'),
        ])
        .where('question_id', 'in', chunk)
        .where('first_try', '=', 1)
        .where('is_correct', 'is not', null)
        .groupBy('question_id')
        .execute(),
    ),
  );
  return counts;
}
