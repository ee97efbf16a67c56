import crypto from 'node:crypto';
import { sql } from 'kysely';
import { ApiCode, LIVE_MSG, LIVE_STATE_LABELS } from '@shangan/shared';
import type { LiveState } from '@shangan/shared/contracts/live';
import { ApiError } from '../../lib/api-error.ts';
import { isoAfter, isoNow } from '../../lib/time.ts';
import type { LiveContext } from './context.ts';
import { findSession, findSessionByStream, type LiveSessionRow } from './sessions.repository.ts';

/**
 * A session's life as the media side drives it: scheduled → live at the first accepted publish,
 * live → processing when the teacher ends it or it has been left without a publisher for
 * LIVE_END_AFTER_IDLE_SECONDS, processing → playback (the recording became the lesson's video)
 * or ended (no recording, no ffmpeg, a failure: playback_note says why).
 *
 * Every change of state is one conditional UPDATE (`… where state = 'live'`): two instances, a
 * hook sent twice or a double click change a session once, and only the one that changed it
 * tells the room.
 *
 * "Left without a publisher" is read from updated_at: the instance holding a session's publish
 * touches it on every sweep (keepHeld), an unpublish touches it once, so a live session whose
 * updated_at is older than the idle time has had nobody keeping it for that long — whether its
 * teacher left or the instance holding the stream died without a word.
 */

export type PublishDecision =
  { accepted: true; session: LiveSessionRow; since: string } | { accepted: false; reason: string };

/** Why a session has no playback, as the room shows it. */
export const PLAYBACK_NOTES = {
  noRecording: '本场直播没有录到画面，暂无回放',
  noFfmpeg: '服务器暂不能处理录像（未安装 ffmpeg），本场直播暂无回放',
  failed: '回放生成失败，请联系客服',
} as const;

/** Publishing is open before and during the class, never after it. */
const PUBLISHABLE: LiveState[] = ['scheduled', 'live'];

function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

async function tellState(
  ctx: LiveContext,
  session: Pick<LiveSessionRow, 'id' | 'lesson_id'>,
  state: LiveState,
): Promise<void> {
  try {
    await ctx.bus.publish(session.id, {
      type: 'state',
      data: {
        state,
        stateLabel: LIVE_STATE_LABELS[state],
        playbackLessonId: state === 'playback' ? session.lesson_id : null,
      },
    });
  } catch (err) {
    // The state is stored; a viewer who missed the event sees it on the next look at the room.
    ctx.log.warn({ err, sessionId: session.id, state }, 'live state event not published');
  }
}

let lastPublishMs = 0;

/**
 * When a publish began, which also names it (onUnpublish clears only the publish it names): a
 * reconnect within the same millisecond as the publish it replaces must not share its name, so
 * the clock is moved on by a millisecond where it has not moved.
 */
function publishTime(): string {
  lastPublishMs = Math.max(Date.now(), lastPublishMs + 1);
  return new Date(lastPublishMs).toISOString();
}

/**
 * A publish of the stream with the key: accepted only for the session's current key while it is
 * scheduled or live. The first accepted publish makes the class live (started_at once).
 */
export async function onPublish(
  ctx: LiveContext,
  streamName: string,
  key: string,
): Promise<PublishDecision> {
  const session = await findSessionByStream(ctx.db, streamName);
  if (!session) return { accepted: false, reason: 'unknown stream' };
  if (!key || !sameKey(session.stream_key, key)) return { accepted: false, reason: 'wrong key' };
  if (!PUBLISHABLE.includes(session.state as LiveState)) {
    return { accepted: false, reason: `session is ${session.state}` };
  }
  const since = publishTime();
  const started = await ctx.db
    .updateTable('live_session')
    .set({
      state: 'live',
      started_at: sql<string>`coalesce(started_at, ${since})`,
      publishing_since: since,
      updated_at: since,
    })
    .where('id', '=', session.id)
    .where('state', '=', 'scheduled')
    .where('stream_key', '=', key)
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) === 1) {
    await tellState(ctx, session, 'live');
    return { accepted: true, session: { ...session, state: 'live' }, since };
  }
  // Already live (a reconnect), or changed meanwhile (ended, key replaced): the row decides.
  const resumed = await ctx.db
    .updateTable('live_session')
    .set({ publishing_since: since, updated_at: since })
    .where('id', '=', session.id)
    .where('state', '=', 'live')
    .where('stream_key', '=', key)
    .executeTakeFirst();
  if (Number(resumed.numUpdatedRows) !== 1) {
    return { accepted: false, reason: 'session changed during the check' };
  }
  return { accepted: true, session: { ...session, state: 'live' }, since };
}

/**
 * The publisher left. `since` names the publish that ended, so a late notice of an old publish
 * does not clear the one that replaced it. Touching updated_at starts the idle clock.
 */
export async function onUnpublish(
  ctx: LiveContext,
  streamName: string,
  since?: string,
): Promise<void> {
  let query = ctx.db
    .updateTable('live_session')
    .set({ publishing_since: null, updated_at: isoNow() })
    .where('stream_name', '=', streamName)
    .where('publishing_since', 'is not', null);
  if (since) query = query.where('publishing_since', '=', since);
  await query.execute();
}

/**
 * Takes a live session to processing (ended_at now, no publisher). Answers whether this call
 * made the change; only then is the room told and the publisher sent away.
 */
async function stopLive(ctx: LiveContext, session: LiveSessionRow, idleBefore?: string) {
  const now = isoNow();
  let query = ctx.db
    .updateTable('live_session')
    .set({ state: 'processing', ended_at: now, publishing_since: null, updated_at: now })
    .where('id', '=', session.id)
    .where('state', '=', 'live');
  if (idleBefore) query = query.where('updated_at', '<', idleBefore);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // Stored first, so the publisher's reconnection (OBS retries at once) is refused; then the
  // room hears it and the publisher is sent away (the recorder of this instance stops with it).
  await tellState(ctx, session, 'processing');
  try {
    await ctx.media.kick(session);
  } catch (err) {
    ctx.log.warn({ err, sessionId: session.id }, 'live publisher not kicked');
  }
  return true;
}

/**
 * The teacher's 结束直播: a live class goes to processing and its recording towards playback.
 * Asked again (a double click, a second tab) it answers the state the first call left.
 */
export async function endSession(
  ctx: LiveContext,
  sessionId: number,
): Promise<{ state: LiveState; stateLabel: string }> {
  const session = await findSession(ctx.db, sessionId);
  if (!session) throw new ApiError(ApiCode.NOT_FOUND, LIVE_MSG.notFound);
  if (session.state === 'scheduled') throw new ApiError(ApiCode.BAD_REQUEST, LIVE_MSG.notLive);
  if (session.state === 'live') await stopLive(ctx, session);
  const now = await findSession(ctx.db, sessionId);
  const state = (now?.state ?? session.state) as LiveState;
  return { state, stateLabel: LIVE_STATE_LABELS[state] };
}

/** Live sessions nobody has kept for the idle time go to processing; answers their ids. */
export async function endIdleSessions(ctx: LiveContext): Promise<number[]> {
  const idleBefore = isoAfter(-ctx.config.live.endAfterIdleSeconds * 1000);
  const idle = await ctx.db
    .selectFrom('live_session')
    .selectAll()
    .where('state', '=', 'live')
    .where('updated_at', '<', idleBefore)
    .execute();
  const ended: number[] = [];
  for (const session of idle) {
    if (await stopLive(ctx, session, idleBefore)) ended.push(session.id);
  }
  return ended;
}

/**
 * The sessions this instance holds (publishes while live, recordings being finished while
 * processing) are touched, so no instance takes them for abandoned.
 */
export async function keepHeld(
  ctx: LiveContext,
  held: { live: number[]; processing: number[] },
): Promise<void> {
  const now = isoNow();
  for (const [state, ids] of [
    ['live', held.live],
    ['processing', held.processing],
  ] as const) {
    if (ids.length === 0) continue;
    await ctx.db
      .updateTable('live_session')
      .set({ updated_at: now })
      .where('id', 'in', ids)
      .where('state', '=', state)
      .execute();
  }
}

/**
 * Sessions left in processing with nobody finishing them (the instance that held the recording
 * stopped, or never existed): each is claimed by one instance with a conditional touch, and the
 * claimed ones are answered for this instance to finish.
 */
export async function claimAbandoned(
  ctx: LiveContext,
  staleMs: number,
  busy: Set<number>,
): Promise<LiveSessionRow[]> {
  const staleBefore = isoAfter(-staleMs);
  const stale = await ctx.db
    .selectFrom('live_session')
    .selectAll()
    .where('state', '=', 'processing')
    .where('updated_at', '<', staleBefore)
    .execute();
  const claimed: LiveSessionRow[] = [];
  for (const session of stale) {
    if (busy.has(session.id)) continue;
    const now = isoNow();
    const result = await ctx.db
      .updateTable('live_session')
      .set({ updated_at: now })
      .where('id', '=', session.id)
      .where('state', '=', 'processing')
      .where('updated_at', '=', session.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ ...session, updated_at: now });
  }
  return claimed;
}

/** The recording plays as the lesson's video: processing → playback. */
export async function markPlayback(ctx: LiveContext, session: LiveSessionRow): Promise<boolean> {
  const result = await ctx.db
    .updateTable('live_session')
    .set({ state: 'playback', playback_note: '', updated_at: isoNow() })
    .where('id', '=', session.id)
    .where('state', '=', 'processing')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await tellState(ctx, session, 'playback');
  return true;
}

/** No playback: processing → ended, with the reason shown in the room. */
export async function markEnded(
  ctx: LiveContext,
  session: LiveSessionRow,
  note: string,
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('live_session')
    .set({ state: 'ended', playback_note: note.slice(0, 200), updated_at: isoNow() })
    .where('id', '=', session.id)
    .where('state', '=', 'processing')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await tellState(ctx, session, 'ended');
  return true;
}

/** The states of the sessions, for an instance checking on what it holds. */
export async function statesOf(
  ctx: LiveContext,
  ids: number[],
): Promise<Map<number, LiveSessionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('live_session').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface SweepHooks {
  /** Sessions whose publish (live) or recording (processing) this instance holds. */
  held(): { live: number[]; processing: number[] };
  /** After the sweep's own work: the instance checks on what it holds and finishes what it must. */
  afterSweep(): Promise<void>;
}

/**
 * Every `everyMs` (unref'd, so it never keeps the process alive): touch what this instance
 * holds, end what was left idle, then let the media side do its rounds. A sweep that fails
 * (the database away) is logged and the next one tries again.
 */
export function startSweeper(ctx: LiveContext, hooks: SweepHooks, everyMs: number): () => void {
  let running = false;
  let stopped = false;
  const sweep = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await keepHeld(ctx, hooks.held());
      const ended = await endIdleSessions(ctx);
      if (ended.length > 0) ctx.log.info({ sessions: ended }, 'idle live sessions ended');
      await hooks.afterSweep();
    } catch (err) {
      ctx.log.warn({ err }, 'live sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  // The first round at once: a restart finds what the last process left behind.
  void sweep();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
