import type { Selectable } from 'kysely';
import type { Db, LiveChatMessageTable } from '../../../db/database.ts';
import { cleanMessage } from './plain-text.ts';

/** A chat message as stored. */
export type ChatMessageRow = Selectable<LiveChatMessageTable>;

/** The name and picture a message shows for its author. */
export interface ChatAuthor {
  name: string;
  avatar: string;
}

/** A room's message that has not been removed. */
export function findMessage(db: Db, id: number): Promise<ChatMessageRow | undefined> {
  return db
    .selectFrom('live_chat_message')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The room's last `limit` messages before `beforeId` (all when null), newest first. */
export function latestMessages(
  db: Db,
  sessionId: number,
  beforeId: number | null,
  limit: number,
): Promise<ChatMessageRow[]> {
  let query = db
    .selectFrom('live_chat_message')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** The room's messages after `afterId`, oldest first: what a reconnecting viewer missed. */
export function messagesAfter(
  db: Db,
  sessionId: number,
  afterId: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('live_chat_message')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function pinnedMessages(db: Db, sessionId: number): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('live_chat_message')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null)
    .where('pinned', '=', 1)
    .orderBy('id')
    .execute();
}

/** Messages the person wrote in the room since `since` (removed ones too: they were sent). */
export async function sentSince(
  db: Db,
  sessionId: number,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('live_chat_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages still shown of each room (a room without any is left out). */
export async function messageCounts(db: Db, sessionIds: number[]): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_chat_message')
    .select(['session_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('session_id', 'in', sessionIds)
    .where('deleted_at', 'is', null)
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((row) => [row.session_id, Number(row.n)]));
}

export async function insertMessage(
  db: Db,
  values: {
    session_id: number;
    user_id: number;
    content: string;
    from_teacher: number;
    created_at: string;
  },
): Promise<ChatMessageRow> {
  return db
    .insertInto('live_chat_message')
    .values({ ...values, pinned: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes a message (kept for the record, never listed again); false when it was gone already. */
export async function removeMessage(db: Db, id: number, by: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('live_chat_message')
    .set({ deleted_at: now, deleted_by: by, pinned: 0 })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPinned(db: Db, id: number, pinned: boolean): Promise<void> {
  await db
    .updateTable('live_chat_message')
    .set({ pinned: pinned ? 1 : 0 })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function isMuted(db: Db, sessionId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_mute')
    .select('user_id')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setMuted(
  db: Db,
  sessionId: number,
  userId: number,
  muted: boolean,
  by: number,
  now: string,
): Promise<void> {
  if (muted) {
    await db
      .insertInto('live_mute')
      .values({ session_id: sessionId, user_id: userId, muted_by: by, created_at: now })
      .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('live_mute')
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .execute();
  }
}

export async function setAnnouncement(
  db: Db,
  sessionId: number,
  content: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('live_session')
    .set({ announcement: content, updated_at: now })
    .where('id', '=', sessionId)
    .execute();
}

/** Raises the session's peak audience to `count` (never lowers it, whoever writes first). */
export async function raisePeakOnline(db: Db, sessionId: number, count: number): Promise<void> {
  await db
    .updateTable('live_session')
    .set({ peak_online: count })
    .where('id', '=', sessionId)
    .where('peak_online', '<', count)
    .execute();
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How authors are shown to the whole room: the nickname, else the phone with its middle hidden.
 * (The user name is not used: for people who registered by phone it holds the whole number.) The
 * nickname is whatever its owner typed at registration: shown beside every message, it loses
 * what could make the line read otherwise (a direction override would turn the message around).
 */
export async function authorsOf(db: Db, userIds: number[]): Promise<Map<number, ChatAuthor>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'nick_name', 'phone', 'head_portrait'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: cleanMessage(row.nick_name) || maskPhone(row.phone ?? ''),
        avatar: row.head_portrait,
      },
    ]),
  );
}

/** 138****0001; someone without a phone is 学员. */
function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '学员';
}
