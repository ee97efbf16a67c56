import type { Db } from '../../db/database.ts';

/**
 * A position of the position tables as other modules read it: what the row says and which exam
 * it belongs to (mock contests rank their candidates among applicants of the same position).
 */
export interface PositionWithExam {
  id: number;
  code: string;
  positionName: string;
  department: string;
  location: string;
  region: string;
  examId: number;
  examName: string;
  examShortName: string;
  /** national, provincial or xuandiao. */
  examKind: string;
}

export async function findPositionsWithExam(
  db: Db,
  ids: number[],
): Promise<Map<number, PositionWithExam>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('enlist_position as p')
    .innerJoin('enlist_exam as e', 'e.id', 'p.exam_id')
    .select([
      'p.id',
      'p.code',
      'p.position_name',
      'p.department',
      'p.location',
      'p.region',
      'e.id as exam_id',
      'e.name as exam_name',
      'e.short_name as exam_short_name',
      'e.kind as exam_kind',
    ])
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        positionName: row.position_name,
        department: row.department,
        location: row.location,
        region: row.region,
        examId: row.exam_id,
        examName: row.exam_name,
        examShortName: row.exam_short_name,
        examKind: row.exam_kind,
      },
    ]),
  );
}

/** Ids of a few positions of an exam kind, in table order (demo content of other modules). */
export async function findPositionIdsOfExamKind(
  db: Db,
  kind: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('enlist_position as p')
    .innerJoin('enlist_exam as e', 'e.id', 'p.exam_id')
    .select('p.id')
    .where('e.kind', '=', kind)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
