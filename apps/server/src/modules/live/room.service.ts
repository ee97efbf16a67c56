import { ApiCode, LIVE_MSG } from '@shangan/shared';
import type { LivePlayer, LiveRoom } from '@shangan/shared/contracts/live';
import { ApiError } from '../../lib/api-error.ts';
import { isoNow } from '../../lib/time.ts';
import { isSessionTeacher, knownSession } from './access.ts';
import type { LiveContext } from './context.ts';
import { isMuted } from './room/index.ts';
import { reminderCounts } from './sessions.repository.ts';
import { chatOpen } from './states.ts';
import { toCards } from './views.ts';

/**
 * GET /pc/live/sessions/:id: the room as the viewer may see it. The player's addresses are
 * minted only for a viewer who may watch, while the class is live.
 */
export async function liveRoom(
  ctx: LiveContext,
  userId: number | null,
  sessionId: number,
): Promise<LiveRoom> {
  const { session, access } = await knownSession(ctx.db, userId, sessionId);
  const [[card], isTeacher, muted] = await Promise.all([
    toCards(ctx, [session], userId),
    isSessionTeacher(ctx.db, userId, session),
    userId === null ? Promise.resolve(false) : isMuted(ctx.db, session.id, userId),
  ]);
  const full = access.level === 'full';
  const open = chatOpen(session.state);
  return {
    ...card!,
    startedAt: session.started_at,
    endedAt: session.ended_at,
    announcement: full ? session.announcement : '',
    access,
    player: full && session.state === 'live' ? ctx.media.playerFor(session, userId!) : null,
    playbackLessonId: session.state === 'playback' ? session.lesson_id : null,
    playbackNote: session.playback_note,
    viewer: { userId, isTeacher, muted, canChat: full && open && !muted && userId !== null },
    chatOpen: open,
  };
}

/** GET /pc/live/sessions/:id/player: fresh addresses for a reconnecting player. */
export async function livePlayer(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
): Promise<LivePlayer> {
  const { session, access } = await knownSession(ctx.db, userId, sessionId);
  if (access.level !== 'full') throw new ApiError(ApiCode.FORBIDDEN, access.reason);
  if (session.state !== 'live') throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.notLive);
  return ctx.media.playerFor(session, userId);
}

/**
 * POST /pc/live/reminders: asks (or stops asking) to be reminded before a class starts. Only a
 * class yet to start, that the learner may know of, takes new reminders; asking twice keeps one.
 */
export async function setReminder(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
  remind: boolean,
): Promise<{ reminded: boolean; reminderCount: number }> {
  const { session } = await knownSession(ctx.db, userId, sessionId);
  if (remind) {
    if (session.state !== 'scheduled')
      throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.reminderOver);
    await ctx.db
      .insertInto('live_reminder')
      .values({ session_id: session.id, user_id: userId, created_at: isoNow() })
      .onConflict((oc) => oc.columns(['session_id', 'user_id']).doUpdateSet({ cancelled_at: null }))
      .execute();
  } else {
    // Kept, marked cancelled: asking again must not text the person a second time.
    await ctx.db
      .updateTable('live_reminder')
      .set({ cancelled_at: isoNow() })
      .where('session_id', '=', session.id)
      .where('user_id', '=', userId)
      .execute();
  }
  const { counts, mine } = await reminderCounts(ctx.db, [session.id], userId);
  return { reminded: mine.has(session.id), reminderCount: counts.get(session.id) ?? 0 };
}
