import crypto from 'node:crypto';
import type { LivePublish, LiveTeachingItem } from '@shangan/shared/contracts/live';
import { isoNow } from '../../lib/time.ts';
import { findUserRoles } from '../accounts/public.ts';
import { taughtCourseIds } from '../courses/public.ts';
import { requireSessionTeacher, sessionOr404 } from './access.ts';
import type { LiveContext } from './context.ts';
import type { LiveSessionRow } from './sessions.repository.ts';
import { messageCounts } from './room/index.ts';
import { toCards } from './views.ts';

/** Sessions an admin's list shows: the latest ones. */
const ADMIN_LIST_LIMIT = 50;

/** A stream key: 128 random bits, URL-safe (it travels in the RTMP address). */
export function newStreamKey(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** A stream name: random, so nobody guesses the next class's stream. */
export function newStreamName(): string {
  return `ls${crypto.randomBytes(8).toString('hex')}`;
}

/**
 * GET /pc/live/teaching: the sessions the account runs (its teacher profile's, or its courses'
 * when a session names no teacher; an admin: the latest of all), with what goes into OBS.
 */
export async function teachingList(
  ctx: LiveContext,
  userId: number,
): Promise<{ list: LiveTeachingItem[] }> {
  const roles = await findUserRoles(ctx.db, userId);
  let sessions: LiveSessionRow[] = [];
  if (roles.includes('admin')) {
    sessions = await ctx.db
      .selectFrom('live_session')
      .selectAll()
      .orderBy('starts_at', 'desc')
      .limit(ADMIN_LIST_LIMIT)
      .execute();
  } else if (roles.includes('teacher')) {
    const courses = await taughtCourseIds(ctx.db, userId);
    sessions = await ctx.db
      .selectFrom('live_session as s')
      .leftJoin('teachers as t', 't.id', 's.teacher_id')
      .selectAll('s')
      .where((eb) =>
        eb.or([
          eb('t.user_id', '=', userId),
          eb.and([
            eb('s.teacher_id', 'is', null),
            courses.length > 0 ? eb('s.course_id', 'in', courses) : eb.lit(false),
          ]),
        ]),
      )
      .orderBy('s.starts_at', 'desc')
      .execute();
  }
  if (sessions.length === 0) return { list: [] };
  // Upcoming and live first (soonest first), then the past (latest first).
  const order = (s: LiveSessionRow) => (s.state === 'live' ? 0 : s.state === 'scheduled' ? 1 : 2);
  sessions.sort(
    (a, b) =>
      order(a) - order(b) ||
      (order(a) === 2
        ? b.starts_at.localeCompare(a.starts_at)
        : a.starts_at.localeCompare(b.starts_at)),
  );
  const [cards, messages] = await Promise.all([
    toCards(ctx, sessions, userId),
    messageCounts(
      ctx.db,
      sessions.map((session) => session.id),
    ),
  ]);
  return {
    list: sessions.map((session, index) => ({
      ...cards[index]!,
      publish: ctx.media.publishInfo(session),
      publishing: session.publishing_since !== null,
      peakOnline: session.peak_online,
      messageCount: messages.get(session.id) ?? 0,
    })),
  };
}

/**
 * POST /pc/live/sessions/:id/streamKey: a new key. The old one stops at once: it opens no new
 * publish, and a publisher on with it is disconnected (a teacher replaces a key because someone
 * else has it), so the teacher's OBS comes back only with the new key.
 */
export async function resetStreamKey(
  ctx: LiveContext,
  userId: number,
  sessionId: number,
): Promise<LivePublish> {
  const session = await sessionOr404(ctx.db, sessionId);
  await requireSessionTeacher(ctx.db, userId, session);
  const key = newStreamKey();
  await ctx.db
    .updateTable('live_session')
    .set({ stream_key: key, updated_at: isoNow() })
    .where('id', '=', session.id)
    .execute();
  const renewed = { ...session, stream_key: key };
  try {
    await ctx.media.dropStaleKeyPublisher(renewed);
  } catch (err) {
    // The instance holding the publish drops it on its next sweep all the same.
    ctx.log.warn({ err, sessionId: session.id }, 'publisher of the replaced key not dropped');
  }
  return ctx.media.publishInfo(renewed);
}
