import type { Insertable, Selectable } from 'kysely';
import type { Db, QbImportTable } from '../../../db/database.ts';

export type ImportRow = Selectable<QbImportTable>;

/** Columns read for lists: the heavy preview and payload stay in the table. */
const SUMMARY_COLUMNS = [
  'i.id',
  'i.subject_id',
  'i.catalogue_id',
  'i.paper_id',
  'i.file_name',
  'i.file_sha256',
  'i.format',
  'i.status',
  'i.total',
  'i.ready',
  'i.duplicates',
  'i.errors',
  'i.added',
  'i.created_by',
  'i.created_by_name',
  'i.created_at',
  'i.committed_at',
  's.name as subject_name',
  'c.name as catalogue_name',
  'p.title as paper_title',
] as const;

function summaries(db: Db) {
  return db
    .selectFrom('qb_import as i')
    .innerJoin('qb_subject as s', 's.id', 'i.subject_id')
    .innerJoin('qb_catalogue as c', 'c.id', 'i.catalogue_id')
    .leftJoin('qb_paper as p', 'p.id', 'i.paper_id')
    .select(SUMMARY_COLUMNS);
}
export type ImportSummaryRow = Awaited<
  ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>
>;

export async function insertImport(db: Db, row: Insertable<QbImportTable>): Promise<number> {
  const inserted = await db
    .insertInto('qb_import')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findImport(db: Db, id: number): Promise<ImportRow | undefined> {
  return db.selectFrom('qb_import').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findImportSummary(db: Db, id: number): Promise<ImportSummaryRow | undefined> {
  return summaries(db).where('i.id', '=', id).executeTakeFirst();
}

export function selectImportSummaries(
  db: Db,
  offset: number,
  limit: number,
): Promise<ImportSummaryRow[]> {
  return summaries(db).orderBy('i.id', 'desc').offset(offset).limit(limit).execute();
}

export async function countImports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('qb_import')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When this very file was last committed into the subject, if it was. */
export async function lastCommitOfFile(
  db: Db,
  subjectId: number,
  sha256: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('qb_import')
    .select('committed_at')
    .where('subject_id', '=', subjectId)
    .where('file_sha256', '=', sha256)
    .where('status', '=', 'committed')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.committed_at ?? null;
}

export function markCommitted(db: Db, id: number, added: number, committedAt: string) {
  return db
    .updateTable('qb_import')
    .set({ status: 'committed', added, committed_at: committedAt, payload: '[]' })
    .where('id', '=', id)
    .where('status', '=', 'preview')
    .executeTakeFirst();
}

/** Previews nobody committed within a day are dropped with their parsed questions. */
export function deleteStalePreviews(db: Db, before: string) {
  return db
    .deleteFrom('qb_import')
    .where('status', '=', 'preview')
    .where('created_at', '<', before)
    .execute();
}

/**
 * The subject's questions among these digests (of one paper only, when `paperId` is given):
 * digest → question id.
 */
export async function findByFingerprints(
  db: Db,
  within: { subjectId: number; paperId: number | null; excludeId?: number | null },
  fingerprints: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < fingerprints.length; i += 500) {
    let query = db
      .selectFrom('qb_question')
      .select(['id', 'fingerprint'])
      .where('subject_id', '=', within.subjectId)
      .where('parent_id', 'is', null)
      .where('fingerprint', 'in', fingerprints.slice(i, i + 500));
    if (within.paperId !== null) query = query.where('paper_id', '=', within.paperId);
    // A question being changed is no duplicate of itself.
    if (within.excludeId) query = query.where('id', '!=', within.excludeId);
    const rows = await query.execute();
    for (const row of rows)
      if (row.fingerprint && !found.has(row.fingerprint)) found.set(row.fingerprint, row.id);
  }
  return found;
}

/** The sort order of a paper's last question (-1 for an empty paper). */
export async function lastSortOrderOfPaper(db: Db, paperId: number): Promise<number> {
  const row = await db
    .selectFrom('qb_question')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .where('paper_id', '=', paperId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  return row?.last ?? -1;
}
