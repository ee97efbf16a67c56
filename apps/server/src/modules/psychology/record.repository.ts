import type { Selectable } from 'kysely';
import type { Db, PsyRecordTable } from '../../db/database.ts';

/** Learners' records: one per submission, with its answers and sub-scale scores. */

export type RecordRow = Selectable<PsyRecordTable>;

export function findRecord(db: Db, id: number): Promise<RecordRow | undefined> {
  return db.selectFrom('psy_record').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRecordByToken(
  db: Db,
  userId: number,
  token: string,
): Promise<RecordRow | undefined> {
  return db
    .selectFrom('psy_record')
    .selectAll()
    .where('user_id', '=', userId)
    .where('submit_token', '=', token)
    .executeTakeFirst();
}

/** The learner's latest record of these answers to this scale made since `since`. */
export function findRecentSameRecord(
  db: Db,
  userId: number,
  scaleId: number,
  digest: string,
  since: string,
): Promise<RecordRow | undefined> {
  return db
    .selectFrom('psy_record')
    .selectAll()
    .where('user_id', '=', userId)
    .where('scale_id', '=', scaleId)
    .where('answers_digest', '=', digest)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertRecord(
  db: Db,
  values: {
    user_id: number;
    scale_id: number;
    submit_token: string | null;
    answers_digest: string;
    total_score: number;
    band_id: number;
    created_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('psy_record')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRecordAnswers(
  db: Db,
  recordId: number,
  answers: Array<{ itemId: number; optionId: number; score: number }>,
): Promise<void> {
  await db
    .insertInto('psy_record_answer')
    .values(
      answers.map((answer) => ({
        record_id: recordId,
        item_id: answer.itemId,
        option_id: answer.optionId,
        score: answer.score,
      })),
    )
    .execute();
}

export async function insertRecordScores(
  db: Db,
  recordId: number,
  scores: Array<{ subscaleId: number; score: number; bandId: number }>,
): Promise<void> {
  if (scores.length === 0) return;
  await db
    .insertInto('psy_record_score')
    .values(
      scores.map((row) => ({
        record_id: recordId,
        subscale_id: row.subscaleId,
        score: row.score,
        band_id: row.bandId,
      })),
    )
    .execute();
}

export function findRecordAnswers(db: Db, recordId: number) {
  return db
    .selectFrom('psy_record_answer')
    .select(['item_id', 'option_id', 'score'])
    .where('record_id', '=', recordId)
    .execute();
}

export function findRecordScores(db: Db, recordId: number) {
  return db
    .selectFrom('psy_record_score')
    .select(['subscale_id', 'score', 'band_id'])
    .where('record_id', '=', recordId)
    .execute();
}

/** A page of the learner's records, latest first, of every scale or one. */
export async function findRecordPage(
  db: Db,
  userId: number,
  scaleId: number | undefined,
  page: number,
  size: number,
): Promise<{ rows: RecordRow[]; total: number }> {
  let rows = db.selectFrom('psy_record').where('user_id', '=', userId);
  if (scaleId !== undefined) rows = rows.where('scale_id', '=', scaleId);
  const [list, count] = await Promise.all([
    rows
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

/**
 * Per scale, the learner's latest record (records are numbered in the order they are made) and
 * how many they have.
 */
export async function findLatestRecords(
  db: Db,
  userId: number,
  scaleIds: number[],
): Promise<Map<number, { latest: RecordRow; count: number }>> {
  if (scaleIds.length === 0) return new Map();
  const groups = await db
    .selectFrom('psy_record')
    .select([
      'scale_id',
      (eb) => eb.fn.max<number>('id').as('latest_id'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('user_id', '=', userId)
    .where('scale_id', 'in', [...new Set(scaleIds)])
    .groupBy('scale_id')
    .execute();
  if (groups.length === 0) return new Map();
  const latest = await db
    .selectFrom('psy_record')
    .selectAll()
    .where(
      'id',
      'in',
      groups.map((row) => Number(row.latest_id)),
    )
    .execute();
  const byId = new Map(latest.map((row) => [row.id, row]));
  return new Map(
    groups.map((row) => [
      row.scale_id,
      { latest: byId.get(Number(row.latest_id))!, count: Number(row.n) },
    ]),
  );
}

/** For the demo seed: the account with this phone, if there is one. */
export async function findUserIdByPhone(db: Db, phone: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id;
}
