import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SaAnswerTable } from '../../db/database.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type AnswerRow = Selectable<SaAnswerTable>;

export function findAnswer(db: Db, userId: number, questionId: number) {
  return db
    .selectFrom('sa_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export function findAnswerById(db: Db, id: number) {
  return db.selectFrom('sa_answer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAnswersOf(
  db: Db,
  userId: number,
  questionIds: number[],
): Promise<Map<number, AnswerRow>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sa_answer')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', 'in', questionIds)
    .execute();
  return new Map(rows.map((row) => [row.question_id, row]));
}

export function parseUrls(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
