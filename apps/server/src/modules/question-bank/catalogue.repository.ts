import type { Selectable } from 'kysely';
import type { QbCatalogueTable, QbSubjectTable } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Db } from './question.repository.ts';

export type CatalogueRow = Selectable<QbCatalogueTable>;
export type SubjectRow = Selectable<QbSubjectTable>;

export function findSubjects(db: Db): Promise<SubjectRow[]> {
  return db.selectFrom('qb_subject').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findSubject(db: Db, id: number): Promise<SubjectRow | undefined> {
  return db.selectFrom('qb_subject').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCatalogues(db: Db, subjectId?: number): Promise<CatalogueRow[]> {
  let query = db.selectFrom('qb_catalogue').selectAll();
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return query.orderBy('level').orderBy('sort_order').orderBy('id').execute();
}

/**
 * Every node of the subject that holds this node (the node among them), in findCatalogues'
 * order; none when the node does not exist. One read where starting a practice needs the node,
 * its ancestors (VIP flags) and its descendants.
 */
export function findSubjectCataloguesOf(db: Db, catalogueId: number): Promise<CatalogueRow[]> {
  return selectSubjectCataloguesOf(db, { catalogueId });
}

// Every practice start reads it: compiled once (db/prepared-query.ts).
const selectSubjectCataloguesOf = preparedQuery((db, values: { catalogueId: number }) =>
  db
    .selectFrom('qb_catalogue')
    .selectAll()
    .where((eb) =>
      eb(
        'subject_id',
        '=',
        eb
          .selectFrom('qb_catalogue as node')
          .select('node.subject_id')
          .where('node.id', '=', values.catalogueId),
      ),
    )
    .orderBy('level')
    .orderBy('sort_order')
    .orderBy('id'),
);

export function findCatalogue(db: Db, id: number): Promise<CatalogueRow | undefined> {
  return db.selectFrom('qb_catalogue').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Gradable questions (no composite shells) per knowledge point, and how many of them the
 * server grades (short answers are practised on the 申论 answer screen).
 */
export async function countQuestionsByCatalogue(
  db: Db,
): Promise<Map<number, { all: number; objective: number }>> {
  const rows = await db
    .selectFrom('qb_question')
    .select(['catalogue_id', 'type_code', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type_code', '!=', 'composite')
    .where('catalogue_id', 'is not', null)
    .groupBy(['catalogue_id', 'type_code'])
    .execute();
  const counts = new Map<number, { all: number; objective: number }>();
  for (const row of rows) {
    const entry = counts.get(row.catalogue_id as number) ?? { all: 0, objective: 0 };
    entry.all += Number(row.n);
    if (row.type_code !== 'short_answer') entry.objective += Number(row.n);
    counts.set(row.catalogue_id as number, entry);
  }
  return counts;
}

/**
 * What the learner has done per knowledge point: questions answered, and right last time.
 * `excludedIds` (a mock contest's questions under embargo) are left out: counted, a right or
 * wrong answer to one would show in a node's count.
 */
export async function countDoneByCatalogue(
  db: Db,
  userId: number | null,
  excludedIds: number[],
): Promise<Map<number, { done: number; correct: number }>> {
  if (!userId) return new Map();
  let query = db
    .selectFrom('qb_user_question')
    .select([
      'catalogue_id',
      (eb) => eb.fn.countAll<number>().as('done'),
      (eb) => eb.fn.sum<number>('last_correct').as('correct'),
    ])
    .where('user_id', '=', userId)
    .where('catalogue_id', 'is not', null);
  if (excludedIds.length > 0) query = query.where('question_id', 'not in', excludedIds);
  const rows = await query.groupBy('catalogue_id').execute();
  return new Map(
    rows.map((row) => [
      row.catalogue_id as number,
      { done: Number(row.done), correct: Number(row.correct ?? 0) },
    ]),
  );
}

/** A node and every node below it. */
export function descendantIds(all: readonly CatalogueRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of all) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row.id);
    children.set(row.parent_id, list);
  }
  const result: number[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    result.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return result;
}

/** One step of the walk up the catalogue tree that decides whether a node is VIP-only. */
export function findCatalogueVipFlag(
  db: Db,
  id: number,
): Promise<{ parent_id: number | null; vip_only: number } | undefined> {
  return db
    .selectFrom('qb_catalogue')
    .select(['parent_id', 'vip_only'])
    .where('id', '=', id)
    .executeTakeFirst();
}
