import type { ProgressResult } from '@shangan/shared/contracts/course-video/playback';
import { CourseVideoCode } from '@shangan/shared/contracts/course-video/playback';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { CourseVideoContext } from './context.ts';
import { VIDEO_MSG } from './messages.ts';
import type { VideoOwnerKind } from './owners.ts';
import { endedReason } from './playback.service.ts';
import { findProgress, progressOfOwners, saveProgress } from './progress.repository.ts';
import {
  fetchedSegments,
  findStream,
  findStreamByToken,
  recordReport,
  type StreamRow,
} from './streams.repository.ts';
import { findVideo, segmentsOf } from './videos.repository.ts';
import { isComplete, segmentAt, segmentStarts, WatchMap } from './watch-map.ts';

/** The fastest speed the player offers: playing on cannot move further than this in a while. */
const MAX_RATE = 2;
/** Reports are not sent on the second: this much is forgiven on top. */
const SLACK_SECONDS = 3;

/**
 * A position report of a stream. The position is kept only within segments this stream really
 * fetched (beyond them it is cut back to the end of the last fetched one before it), and the
 * seconds between the previous report and this one count as watched only when the player could
 * have played them (at most 2× speed) and they were fetched. A person's lesson is complete once
 * 90 % of its seconds are watched, and stays so.
 *
 * "Could have played them" runs on the stream's play clock (last_report_at): the moment the
 * counted seconds could have been reached at the earliest. Counting moves it on by the seconds
 * counted at top speed, never back, so the slack forgiven for reports not sent on the second is
 * spent once: a burst of small steps sent at one instant counts a few seconds, not a lesson.
 */
export async function reportProgress(
  ctx: CourseVideoContext,
  playToken: string,
  reported: number,
): Promise<ProgressResult> {
  const found = await findStreamByToken(ctx.db, sha256Hex(playToken));
  const stream = usable(found);
  const video = await findVideo(ctx.db, stream.video_id);
  if (!video) throw new ApiError(CourseVideoCode.STREAM_ENDED, VIDEO_MSG.ended);
  const durations = segmentsOf(video);
  const { starts, total } = segmentStarts(durations);
  const durationSeconds = video.duration_seconds;

  // One report of a stream at a time, reading the stream's last report inside the lock.
  const userKey = stream.user_id === null ? `visitor:${stream.id}` : String(stream.user_id);
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `course-video-progress:${userKey}:${video.id}`);
    const current = usable(await findStream(trx, stream.id));
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const fetched = await fetchedSegments(trx, current.id);
    const playable = (index: number) => fetched.has(index) && index < current.segment_limit;
    const previous = current.last_position ?? 0;

    let position = Math.min(Math.max(0, reported), total);
    let clipped = false;
    const holding = segmentAt(starts, Math.max(0, position - 0.001));
    if (!playable(holding)) {
      clipped = true;
      let below = -1;
      for (let index = holding - 1; index >= 0; index--) {
        if (playable(index)) {
          below = index;
          break;
        }
      }
      position = below >= 0 ? starts[below]! + durations[below]! : Math.min(previous, position);
    }

    const clock = Date.parse(current.last_report_at ?? current.started_at);
    const step = position - previous;
    const playedOn = step > 0 && step <= ((now - clock) / 1000) * MAX_RATE + SLACK_SECONDS;
    const nextClock = playedOn
      ? Math.max(now, clock + (step / MAX_RATE) * 1000)
      : Math.max(now, clock);
    await recordReport(trx, current.id, position, new Date(nextClock).toISOString());

    if (current.user_id === null) {
      return {
        positionSeconds: Math.floor(position),
        clipped,
        watchedSeconds: 0,
        durationSeconds,
        completed: false,
        saved: false,
      };
    }
    const row = await findProgress(trx, current.user_id, video.id);
    const map = new WatchMap(Math.ceil(total), row?.watched_map ?? '');
    if (playedOn) {
      map.mark(previous, position, (second) => playable(segmentAt(starts, second + 0.5)));
    }
    const watchedSeconds = map.count();
    const wasComplete = row?.completed === 1;
    const completed = wasComplete || isComplete(watchedSeconds, durationSeconds);
    await saveProgress(trx, {
      userId: current.user_id,
      videoId: video.id,
      positionSeconds: position,
      watchedMap: map.toString(),
      watchedSeconds,
      completed,
      completedAt: wasComplete ? (row?.completed_at ?? nowIso) : completed ? nowIso : null,
      now: nowIso,
    });
    return {
      positionSeconds: Math.floor(position),
      clipped,
      watchedSeconds,
      durationSeconds,
      completed,
      saved: true,
    };
  });
}

/** The stream while it may still report, else the refusal saying why it may not. */
function usable(stream: StreamRow | undefined): StreamRow {
  if (!stream) throw new ApiError(CourseVideoCode.STREAM_ENDED, VIDEO_MSG.linkExpired);
  if (stream.ended_at) {
    const { code, msg } = endedReason(stream);
    throw new ApiError(code, msg);
  }
  if (stream.urls_expire_at <= new Date().toISOString()) {
    throw new ApiError(CourseVideoCode.STREAM_ENDED, VIDEO_MSG.linkExpired);
  }
  return stream;
}

/** Progress of a user on owner rows (for my courses, study statistics, the outline's ticks). */
export async function watchProgress(
  db: Db,
  userId: number,
  kind: VideoOwnerKind,
  ownerIds: number[],
): Promise<
  Map<
    number,
    {
      positionSeconds: number;
      watchedSeconds: number;
      durationSeconds: number;
      completed: boolean;
      updatedAt: string;
    }
  >
> {
  const rows = await progressOfOwners(db, userId, kind, [...new Set(ownerIds)]);
  return new Map(
    rows.map((row) => [
      row.owner_id,
      {
        positionSeconds: Math.floor(row.position_seconds),
        watchedSeconds: row.watched_seconds,
        durationSeconds: row.duration_seconds,
        completed: row.completed === 1,
        updatedAt: row.updated_at,
      },
    ]),
  );
}
