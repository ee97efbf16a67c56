import type { Db } from '../../db/database.ts';

/** Past papers and what learners did with them. */

const PAST = 'past';

export interface PaperFilter {
  page: number;
  size: number;
  subjectId?: number;
  year?: number;
  region?: string;
  examType?: string;
  examinationLevel?: string;
  keyword?: string;
}

/**
 * Papers of these kinds with their subject's name, their number of gradable questions and their
 * total score (the console's papers add drafts to the past ones).
 */
export function selectPapersOfKinds(db: Db, kinds: readonly string[]) {
  return db
    .selectFrom('qb_paper as p')
    .innerJoin('qb_subject as s', 's.id', 'p.subject_id')
    .where('p.kind', 'in', kinds)
    .selectAll('p')
    .select('s.name as subject_name')
    .select((eb) =>
      eb
        .selectFrom('qb_question as q')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('q.paper_id', '=', 'p.id')
        .where('q.type_code', '!=', 'composite')
        .as('question_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('qb_question as q')
        .select((inner) => inner.fn.sum<number>('q.score_tenths').as('n'))
        .whereRef('q.paper_id', '=', 'p.id')
        .where('q.type_code', '!=', 'composite')
        .as('score_tenths'),
    );
}

/**
 * Past papers only: a mock contest's paper is sat through the contest, never listed or opened
 * here (the same holds for every list below), and a draft is not out yet.
 */
function selectPapers(db: Db) {
  return selectPapersOfKinds(db, [PAST]);
}

export type PaperRow = Awaited<
  ReturnType<ReturnType<typeof selectPapers>['executeTakeFirstOrThrow']>
>;

export function findPaper(db: Db, paperId: number): Promise<PaperRow | undefined> {
  return selectPapers(db).where('p.id', '=', paperId).executeTakeFirst();
}

/** One page of papers matching the filter, newest year first, and how many match in all. */
export async function findPaperPage(
  db: Db,
  filter: PaperFilter,
): Promise<{ rows: PaperRow[]; total: number }> {
  let query = selectPapers(db);
  if (filter.subjectId) query = query.where('p.subject_id', '=', filter.subjectId);
  if (filter.year) query = query.where('p.year', '=', filter.year);
  if (filter.region) query = query.where('p.region', '=', filter.region);
  if (filter.examType) query = query.where('p.exam_type', '=', filter.examType);
  if (filter.examinationLevel) {
    query = query.where('p.examination_level', '=', filter.examinationLevel);
  }
  // LIKE wildcards in the keyword are dropped: the two engines escape them differently.
  const keyword = filter.keyword?.replace(/[\\%_]/g, '').trim();
  if (keyword) query = query.where('p.title', 'like', `%${keyword}%`);
  const [rows, count] = await Promise.all([
    query
      .orderBy('p.year', 'desc')
      .orderBy('p.sort_order')
      .orderBy('p.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findPaperRegions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('qb_paper')
    .select('region')
    .where('kind', '=', PAST)
    .distinct()
    .orderBy('region')
    .execute();
  return rows.map((row) => row.region);
}

export function findPaperVipOnly(db: Db, paperId: number) {
  return db.selectFrom('qb_paper').select('vip_only').where('id', '=', paperId).executeTakeFirst();
}

export async function countPapersByYear(
  db: Db,
  subjectId?: number,
): Promise<Array<{ year: number; paperCount: number }>> {
  let query = db
    .selectFrom('qb_paper')
    .select(['year', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', '=', PAST);
  if (subjectId) query = query.where('subject_id', '=', subjectId);
  const rows = await query.groupBy('year').orderBy('year', 'desc').execute();
  return rows.map((row) => ({ year: row.year, paperCount: Number(row.n) }));
}

export function findExaminationLevels(db: Db) {
  return db
    .selectFrom('qb_paper')
    .select(['exam_type', 'examination_level'])
    .where('kind', '=', PAST)
    .distinct()
    .orderBy('exam_type')
    .orderBy('examination_level')
    .execute();
}

export async function countSubmittedAttempts(
  db: Db,
  userId: number,
  paperId: number,
): Promise<number> {
  const done = await db
    .selectFrom('qb_exercise')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('paper_id', '=', paperId)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(done.n);
}

export function findLastSubmittedAttempt(db: Db, userId: number, paperId: number) {
  return db
    .selectFrom('qb_exercise')
    .select(['id', 'kind', 'score_tenths', 'correct_count', 'question_count', 'submitted_at'])
    .where('user_id', '=', userId)
    .where('paper_id', '=', paperId)
    .where('status', '=', 'submitted')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The paper's own row, without the counts. */
export function findPaperRow(db: Db, paperId: number) {
  return db.selectFrom('qb_paper').selectAll().where('id', '=', paperId).executeTakeFirst();
}

export async function countPapersBySubject(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('qb_paper')
    .select(['subject_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', '=', PAST)
    .groupBy('subject_id')
    .execute();
  return new Map(rows.map((row) => [row.subject_id, Number(row.n)]));
}
