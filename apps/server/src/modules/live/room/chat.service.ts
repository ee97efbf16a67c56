import { ApiCode, LIVE_LIMITS, LIVE_MSG } from '@shangan/shared';
import type {
  LiveAnnouncementEvent,
  LiveMessage,
  LiveMutedEvent,
  LivePinnedEvent,
  LiveRemovedEvent,
} from '@shangan/shared/contracts/live';
import type { Db } from '../../../db/database.ts';
import { lockKey } from '../../../db/locks.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { isoNow } from '../../../lib/time.ts';
import { isSessionTeacher, knownSession, requireSessionTeacher, sessionOr404 } from '../access.ts';
import type { LiveContext } from '../context.ts';
import { chatOpen } from '../states.ts';
import type { LiveSessionRow } from '../sessions.repository.ts';
import {
  authorsOf,
  findMessage,
  insertMessage,
  isMuted,
  latestMessages,
  pinnedMessages,
  removeMessage as markRemoved,
  sentSince,
  setAnnouncement as storeAnnouncement,
  setMuted,
  setPinned,
  userExists,
  type ChatMessageRow,
} from './chat.repository.ts';
import { cleanAnnouncement, cleanMessage, lengthOf } from './plain-text.ts';

/**
 * The room's chat: who may speak and read, what a message may hold, how fast one may write, and
 * the teacher's hand over it (remove, pin, mute, announce). Every change is told to the room's
 * viewers on every instance through the bus once it is stored.
 */

export const USER_NOT_FOUND = '学员不存在';
export const CANNOT_MUTE_TEACHER = '不能禁言本场直播的老师';

export function messageView(
  row: ChatMessageRow,
  author: { name: string; avatar: string } | undefined,
): LiveMessage {
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    name: author?.name ?? '学员',
    avatar: author?.avatar ?? '',
    content: row.content,
    fromTeacher: row.from_teacher === 1,
    pinned: row.pinned === 1,
    createdAt: row.created_at,
  };
}

export async function messageViews(db: Db, rows: ChatMessageRow[]): Promise<LiveMessage[]> {
  const authors = await authorsOf(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => messageView(row, authors.get(row.user_id)));
}

/**
 * The session, for someone who may watch it (the teacher always may): what the room's chat
 * history and its events need. A visitor never gets here (the routes ask for a login first).
 */
export async function watchableSession(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
): Promise<LiveSessionRow> {
  const { session, access } = await knownSession(ctx.db, userId, sessionId);
  if (access.level !== 'full') {
    throw new ApiError(ApiCode.FORBIDDEN, access.reason || LIVE_MSG.notFound);
  }
  return session;
}

/** GET /pc/live/sessions/:id/messages: the last page of the chat (before a message), and the pinned. */
export async function listMessages(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
  beforeId: number | null,
): Promise<{ list: LiveMessage[]; pinned: LiveMessage[]; hasMore: boolean }> {
  const session = await watchableSession(ctx, userId, sessionId);
  const [latest, pinned] = await Promise.all([
    latestMessages(ctx.db, session.id, beforeId, LIVE_LIMITS.historyPage + 1),
    pinnedMessages(ctx.db, session.id),
  ]);
  const page = latest.slice(0, LIVE_LIMITS.historyPage).reverse();
  const views = await messageViews(ctx.db, [...page, ...pinned]);
  return {
    list: views.slice(0, page.length),
    pinned: views.slice(page.length),
    hasMore: latest.length > LIVE_LIMITS.historyPage,
  };
}

/**
 * POST /pc/live/messages: a viewer who may watch says something while the chat is open and they
 * are not muted, at most LIVE_LIMITS.burstMessages times in LIVE_LIMITS.burstSeconds per room.
 * The count is of the messages already stored, read under a lock of the person and the room, so
 * it holds exactly however many sends race, on however many instances.
 */
export async function sendMessage(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
  raw: string,
): Promise<LiveMessage> {
  const session = await watchableSession(ctx, userId, sessionId);
  const teacher = await isSessionTeacher(ctx.db, userId, session);
  if (!chatOpen(session.state)) throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.chatClosed);
  const content = cleanMessage(raw);
  if (content === '') throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.emptyMessage);
  if (lengthOf(content) > LIVE_LIMITS.message) {
    throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.messageTooLong);
  }

  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `live-chat:${session.id}:${userId}`);
    // Read again under the lock: the class may have ended, or the teacher muted them, meanwhile.
    const current = await trx
      .selectFrom('live_session')
      .select('state')
      .where('id', '=', session.id)
      .executeTakeFirst();
    if (!current) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.notFound);
    if (!chatOpen(current.state)) throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.chatClosed);
    if (await isMuted(trx, session.id, userId)) {
      throw new ApiError(ApiCode.FORBIDDEN, LIVE_MSG.muted);
    }
    // The clock is read under the lock, so the window of each send follows the one before it.
    const now = new Date();
    const since = new Date(now.getTime() - LIVE_LIMITS.burstSeconds * 1000).toISOString();
    if ((await sentSince(trx, session.id, userId, since)) >= LIVE_LIMITS.burstMessages) {
      throw new ApiError(ApiCode.TOO_MANY_REQUESTS, LIVE_MSG.tooFast);
    }
    return insertMessage(trx, {
      session_id: session.id,
      user_id: userId,
      content,
      from_teacher: teacher ? 1 : 0,
      created_at: now.toISOString(),
    });
  });
  const [message] = await messageViews(ctx.db, [row]);
  await ctx.bus.publish(session.id, { type: 'message', data: message! });
  return message!;
}

/** The message and its session, for the session's teacher; 404 when it is gone. */
async function teachersMessage(ctx: LiveContext, userId: number, messageId: number) {
  const message = await findMessage(ctx.db, messageId);
  if (!message) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.messageNotFound);
  const session = await sessionOr404(ctx.db, message.session_id);
  await requireSessionTeacher(ctx.db, userId, session);
  return { message, session };
}

/** DELETE /pc/live/messages/:id: the teacher removes a message; no one sees it again. */
export async function removeMessage(
  ctx: LiveContext,
  userId: number,
  messageId: number,
): Promise<LiveRemovedEvent> {
  const { session } = await teachersMessage(ctx, userId, messageId);
  if (!(await markRemoved(ctx.db, messageId, userId, isoNow()))) {
    throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.messageNotFound);
  }
  const event: LiveRemovedEvent = { messageId };
  await ctx.bus.publish(session.id, { type: 'removed', data: event });
  return event;
}

/**
 * POST /pc/live/messages/:id/pin: the teacher pins a message above the chat (at most
 * LIVE_LIMITS.pinned at once, counted under a lock of the room) or takes it down.
 */
export async function pinMessage(
  ctx: LiveContext,
  userId: number,
  messageId: number,
  pinned: boolean,
): Promise<LivePinnedEvent> {
  const { session } = await teachersMessage(ctx, userId, messageId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `live-pin:${session.id}`);
    const current = await findMessage(trx, messageId);
    if (!current) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.messageNotFound);
    if (pinned && current.pinned !== 1) {
      const shown = await pinnedMessages(trx, session.id);
      if (shown.length >= LIVE_LIMITS.pinned) {
        throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.tooManyPinned);
      }
    }
    await setPinned(trx, messageId, pinned);
    return { ...current, pinned: pinned ? 1 : 0 };
  });
  const [message] = await messageViews(ctx.db, [row]);
  const event: LivePinnedEvent = { message: message! };
  await ctx.bus.publish(session.id, { type: 'pinned', data: event });
  return event;
}

/** POST /pc/live/mutes: the teacher mutes (or lets speak again) a person in this session's room. */
export async function muteUser(
  ctx: LiveContext,
  teacherId: number,
  sessionId: number,
  userId: number,
  muted: boolean,
): Promise<LiveMutedEvent> {
  const session = await sessionOr404(ctx.db, sessionId);
  await requireSessionTeacher(ctx.db, teacherId, session);
  if (!(await userExists(ctx.db, userId))) throw new ApiError(ApiCode.NOT_FOUND, USER_NOT_FOUND);
  if (muted && (await isSessionTeacher(ctx.db, userId, session))) {
    throw new ApiError(ApiCode.BAD_REQUEST, CANNOT_MUTE_TEACHER);
  }
  await setMuted(ctx.db, session.id, userId, muted, teacherId, isoNow());
  const event: LiveMutedEvent = { userId, muted };
  await ctx.bus.publish(session.id, { type: 'muted', data: event });
  return event;
}

/** POST /pc/live/announcement: the teacher's notice above the chat; '' takes it down. */
export async function setAnnouncement(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
  raw: string,
): Promise<LiveAnnouncementEvent> {
  const session = await sessionOr404(ctx.db, sessionId);
  await requireSessionTeacher(ctx.db, userId, session);
  const content = cleanAnnouncement(raw);
  if (lengthOf(content) > LIVE_LIMITS.announcement) {
    throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.announcementTooLong);
  }
  await storeAnnouncement(ctx.db, session.id, content, isoNow());
  const event: LiveAnnouncementEvent = { content };
  await ctx.bus.publish(session.id, { type: 'announcement', data: event });
  return event;
}
