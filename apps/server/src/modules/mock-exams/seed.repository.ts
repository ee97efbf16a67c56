import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * Writes of the demo seed and the benchmark that the services never make: simulated candidates
 * (accounts without a password or phone, which cannot log in), and applications, entries and
 * page-leave events in batches.
 */

const BATCH = 200;

export async function insertSimulatedUsers(
  db: Db,
  users: Array<{ name: string; key: string }>,
  nowIso: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < users.length; i += BATCH) {
    const rows = await db
      .insertInto('app_user')
      .values(
        users.slice(i, i + BATCH).map((user) => ({
          uuid: crypto.randomUUID(),
          realname: user.name,
          nick_name: user.name,
          phone: null,
          email: null,
          password_hash: null,
          user_name: `mock_${user.key}`.slice(0, 32),
          invite_code: `MK${user.key}`.slice(0, 16),
          created_at: nowIso,
          updated_at: nowIso,
        })),
      )
      .returning(['id', 'user_name'])
      .execute();
    const byName = new Map(rows.map((row) => [row.user_name, row.id]));
    for (const user of users.slice(i, i + BATCH)) {
      ids.push(byName.get(`mock_${user.key}`.slice(0, 32))!);
    }
  }
  return ids;
}

export async function insertApplications(
  db: Db,
  rows: Array<{
    contestId: number;
    userId: number;
    positionId: number | null;
    province: string;
    reminder: boolean;
    at: string;
  }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('mock_exam_application')
      .values(
        rows.slice(i, i + BATCH).map((row) => ({
          mock_exam_id: row.contestId,
          user_id: row.userId,
          position_id: row.positionId,
          province: row.province,
          reminder_enabled: row.reminder ? 1 : 0,
          reminder_changed_at: row.reminder ? row.at : null,
          created_at: row.at,
        })),
      )
      .execute();
  }
}

export async function insertEntries(
  db: Db,
  rows: Array<{ contestId: number; stage: string; userId: number; exerciseId: number; at: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('mock_exam_entry')
      .values(
        rows.slice(i, i + BATCH).map((row) => ({
          mock_exam_id: row.contestId,
          stage: row.stage,
          user_id: row.userId,
          exercise_id: row.exerciseId,
          created_at: row.at,
        })),
      )
      .execute();
  }
}

export async function insertLeaveEvents(
  db: Db,
  rows: Array<{ exerciseId: number; userId: number; event: string; at: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('mock_exam_leave_log')
    .values(
      rows.map((row) => ({
        exercise_id: row.exerciseId,
        user_id: row.userId,
        event: row.event,
        created_at: row.at,
      })),
    )
    .execute();
}

export function findSubjectIdByCode(db: Db, code: string) {
  return db.selectFrom('qb_subject').select('id').where('code', '=', code).executeTakeFirst();
}

export function findUserIdByPhone(db: Db, phone: string) {
  return db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirst();
}
