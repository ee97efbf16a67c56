import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db, QbAnalysisTable, QbQuestionTable } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

export type { Db };
export type QuestionRow = Selectable<QbQuestionTable>;
export type AnalysisRow = Selectable<QbAnalysisTable> & { duration_seconds: number | null };

/** SQLite allows 32k bound parameters; stay far below for both engines. */
const CHUNK = 500;

/*
 * The reads every practice start, resume and save makes are compiled once per list length
 * (db/prepared-query.ts): building and compiling them took longer than running them.
 */

async function inChunks<T>(ids: number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK)
    rows.push(...(await load(unique.slice(i, i + CHUNK))));
  return rows;
}

const selectQuestions = preparedQuery((db, values: { ids: number[] }) =>
  db.selectFrom('qb_question').selectAll().where('id', 'in', values.ids),
);

export function findQuestionsByIds(db: Db, ids: number[]): Promise<QuestionRow[]> {
  return inChunks(ids, (chunk) => selectQuestions(db, { ids: chunk }));
}

export function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('qb_question').selectAll().where('id', '=', id).executeTakeFirst();
}

const selectChildren = preparedQuery((db, values: { parentIds: number[] }) =>
  db
    .selectFrom('qb_question')
    .selectAll()
    .where('parent_id', 'in', values.parentIds)
    .orderBy('parent_id')
    .orderBy('sort_order')
    .orderBy('id'),
);

/** Sub-questions of composite questions, in order. */
export function findChildren(db: Db, parentIds: number[]): Promise<QuestionRow[]> {
  return inChunks(parentIds, (chunk) => selectChildren(db, { parentIds: chunk }));
}

const selectMaterials = preparedQuery((db, values: { questionIds: number[] }) =>
  db
    .selectFrom('qb_material')
    .select(['question_id', 'content'])
    .where('question_id', 'in', values.questionIds)
    .orderBy('question_id')
    .orderBy('sort_order'),
);

export async function findMaterials(db: Db, questionIds: number[]): Promise<Map<number, string[]>> {
  const rows = await inChunks(questionIds, (chunk) => selectMaterials(db, { questionIds: chunk }));
  const byQuestion = new Map<number, string[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push(row.content);
    byQuestion.set(row.question_id, list);
  }
  return byQuestion;
}

export async function findAnalyses(
  db: Db,
  questionIds: number[],
): Promise<Map<number, AnalysisRow[]>> {
  const rows = await inChunks(questionIds, (chunk) =>
    db
      .selectFrom('qb_analysis as a')
      .leftJoin('qb_media as m', 'm.id', 'a.media_id')
      .selectAll('a')
      .select('m.duration_seconds')
      .where('a.question_id', 'in', chunk)
      .orderBy('a.question_id')
      .orderBy('a.sort_order')
      .orderBy('a.id')
      .execute(),
  );
  const byQuestion = new Map<number, AnalysisRow[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push(row);
    byQuestion.set(row.question_id, list);
  }
  return byQuestion;
}

export async function findCatalogueNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await inChunks(ids, (chunk) => selectCatalogueNames(db, { ids: chunk }));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const selectCatalogueNames = preparedQuery((db, values: { ids: number[] }) =>
  db.selectFrom('qb_catalogue').select(['id', 'name']).where('id', 'in', values.ids),
);

export async function findStarred(
  db: Db,
  userId: number | null,
  questionIds: number[],
): Promise<Set<number>> {
  if (!userId || questionIds.length === 0) return new Set();
  const rows = await inChunks(questionIds, (chunk) =>
    selectStarred(db, { userId, questionIds: chunk }),
  );
  return new Set(rows.map((row) => row.question_id));
}

const selectStarred = preparedQuery((db, values: { userId: number; questionIds: number[] }) =>
  db
    .selectFrom('qb_favorite')
    .select('question_id')
    .where('user_id', '=', values.userId)
    .where('question_id', 'in', values.questionIds),
);

/**
 * Questions whose key the learner may see because they handed in an attempt that held them
 * (the right to VIP content is checked separately, at the moment of reading).
 */
export async function findHandedInQuestionIds(
  db: Db,
  userId: number,
  questionIds: number[],
): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await inChunks(questionIds, (chunk) =>
    db
      .selectFrom('qb_answer as a')
      .innerJoin('qb_exercise as e', 'e.id', 'a.exercise_id')
      .select('a.question_id')
      .distinct()
      .where('a.user_id', '=', userId)
      .where('e.status', '=', 'submitted')
      .where('a.question_id', 'in', chunk)
      .execute(),
  );
  return new Set(rows.map((row) => row.question_id));
}

/** Every question (leaves and composites) filed under these papers, with its paper. */
export function findQuestionsOfPapers(
  db: Db,
  paperIds: readonly number[],
): Promise<Array<{ id: number; paper_id: number }>> {
  return inChunks([...paperIds], (chunk) => selectQuestionsOfPapers(db, { paperIds: chunk }));
}

const selectQuestionsOfPapers = preparedQuery((db, values: { paperIds: number[] }) =>
  db
    .selectFrom('qb_question')
    .select(['id', 'paper_id'])
    .where('paper_id', 'in', values.paperIds)
    .$narrowType<{ paper_id: number }>(),
);

/** A paper's top-level questions (composites stand for their sub-questions) in paper order. */
export function findPaperTopLevelQuestions(db: Db, paperId: number): Promise<QuestionRow[]> {
  return db
    .selectFrom('qb_question')
    .selectAll()
    .where('paper_id', '=', paperId)
    .where('parent_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * The first free top-level question of a type; for composites, one whose sub-questions are short
 * answers or one without any, as asked.
 */
export function findSampleQuestion(
  db: Db,
  typeCode: string,
  childType: 'choice' | 'short_answer',
): Promise<{ id: number } | undefined> {
  let query = db
    .selectFrom('qb_question as q')
    .select('q.id')
    .where('q.type_code', '=', typeCode)
    .where('q.parent_id', 'is', null)
    .where('q.vip_only', '=', 0)
    // A contest's questions are sat in the contest, never shown as a sample; a draft's are
    // not out yet.
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('qb_paper as p')
            .select('p.id')
            .whereRef('p.id', '=', 'q.paper_id')
            .where('p.kind', 'in', ['contest', 'draft']),
        ),
      ),
    );
  if (typeCode === 'composite') {
    query = query.where(({ exists, not, selectFrom }) => {
      const sub = exists(
        selectFrom('qb_question as c')
          .select('c.id')
          .whereRef('c.parent_id', '=', 'q.id')
          .where('c.type_code', '=', 'short_answer'),
      );
      return childType === 'short_answer' ? sub : not(sub);
    });
  }
  return query.orderBy('q.id').executeTakeFirst();
}

/** Top-level ids (a sub-question counts as its parent) of questions a learner answered under these knowledge points. */
export async function findDoneTopLevelIds(
  db: Db,
  userId: number,
  catalogueIds: number[],
): Promise<number[]> {
  if (catalogueIds.length === 0) return [];
  const rows = await selectDoneTopLevelIds(db, { userId, catalogueIds });
  return rows.map((row) => row.top);
}

/** Ids of the top-level questions practice may draw from under these knowledge points. */
/**
 * Questions filed under a paper that is not out yet (a draft of 试卷管理, which may become a
 * contest's secret paper) stay out of practice until it is published.
 */
export function outsideDraftPapers(eb: ExpressionBuilder<Database, 'qb_question'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('qb_paper as p')
        .select('p.id')
        .whereRef('p.id', '=', 'qb_question.paper_id')
        .where('p.kind', '=', 'draft'),
    ),
  );
}

export async function findPracticeCandidateIds(
  db: Db,
  catalogueIds: number[],
  options: { excludedTypes: string[]; includeVip: boolean },
): Promise<number[]> {
  let query = db
    .selectFrom('qb_question')
    .select('id')
    .where('catalogue_id', 'in', catalogueIds)
    .where('parent_id', 'is', null)
    .where('type_code', 'not in', options.excludedTypes)
    .where(outsideDraftPapers);
  if (!options.includeVip) query = query.where('vip_only', '=', 0);
  return (await query.execute()).map((row) => row.id);
}

const selectDoneTopLevelIds = preparedQuery(
  (db, values: { userId: number; catalogueIds: number[] }) =>
    db
      .selectFrom('qb_user_question as uq')
      .innerJoin('qb_question as q', 'q.id', 'uq.question_id')
      .select((eb) => eb.fn.coalesce('q.parent_id', 'q.id').as('top'))
      .where('uq.user_id', '=', values.userId)
      .where('uq.catalogue_id', 'in', values.catalogueIds),
);
