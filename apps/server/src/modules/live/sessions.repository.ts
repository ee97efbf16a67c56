import type { Selectable } from 'kysely';
import type { Db, LiveSessionTable } from '../../db/database.ts';

/** A live session as stored. */
export type LiveSessionRow = Selectable<LiveSessionTable>;

export function findSession(db: Db, id: number): Promise<LiveSessionRow | undefined> {
  return db.selectFrom('live_session').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSessionByStream(
  db: Db,
  streamName: string,
): Promise<LiveSessionRow | undefined> {
  return db
    .selectFrom('live_session')
    .selectAll()
    .where('stream_name', '=', streamName)
    .executeTakeFirst();
}

export function findSessionByLesson(db: Db, lessonId: number): Promise<LiveSessionRow | undefined> {
  return db
    .selectFrom('live_session')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

/** Reminder counts of sessions, and which of them the person asked to be reminded of. */
export async function reminderCounts(
  db: Db,
  sessionIds: number[],
  userId: number | null,
): Promise<{ counts: Map<number, number>; mine: Set<number> }> {
  if (sessionIds.length === 0) return { counts: new Map(), mine: new Set() };
  const rows = await db
    .selectFrom('live_reminder')
    .select(['session_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('session_id', 'in', sessionIds)
    .where('cancelled_at', 'is', null)
    .groupBy('session_id')
    .execute();
  const mine =
    userId === null
      ? []
      : await db
          .selectFrom('live_reminder')
          .select('session_id')
          .where('session_id', 'in', sessionIds)
          .where('user_id', '=', userId)
          .where('cancelled_at', 'is', null)
          .execute();
  return {
    counts: new Map(rows.map((row) => [row.session_id, Number(row.n)])),
    mine: new Set(mine.map((row) => row.session_id)),
  };
}
