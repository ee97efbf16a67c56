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
import { fetchedSegments, findStreamByToken, recordReport } from './streams.repository.ts';
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
 * have played them in the time between (at most 2× speed) and they were fetched. A person's
 * lesson is complete once 90 % of its seconds are watched, and stays so.
 */
export async function reportProgress(
  ctx: CourseVideoContext,
  playToken: string,
  reported: number,
): Promise<ProgressResult> {
  const stream = await findStreamByToken(ctx.db, sha256Hex(playToken));
  const now = new Date();
  if (!stream) throw new ApiError(CourseVideoCode.STREAM_ENDED, VIDEO_MSG.linkExpired);
  if (stream.ended_at) {
    const { code, msg } = endedReason(stream);
    throw new ApiError(code, msg);
  }
  if (stream.urls_expire_at <= now.toISOString()) {
    throw new ApiError(CourseVideoCode.STREAM_ENDED, VIDEO_MSG.linkExpired);
  }
  const video = await findVideo(ctx.db, stream.video_id);
  if (!video) throw new ApiError(CourseVideoCode.STREAM_ENDED, VIDEO_MSG.ended);

  const durations = segmentsOf(video);
  const { starts, total } = segmentStarts(durations);
  const fetched = await fetchedSegments(ctx.db, stream.id);
  const playable = (index: number) => fetched.has(index) && index < stream.segment_limit;
  const previous = stream.last_position ?? 0;

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

  const elapsed = (now.getTime() - Date.parse(stream.last_report_at ?? stream.started_at)) / 1000;
  const playedOn = position > previous && position - previous <= elapsed * MAX_RATE + SLACK_SECONDS;
  const nowIso = now.toISOString();
  const durationSeconds = video.duration_seconds;

  if (stream.user_id === null) {
    await recordReport(ctx.db, stream.id, position, nowIso);
    return {
      positionSeconds: Math.floor(position),
      clipped,
      watchedSeconds: 0,
      durationSeconds,
      completed: false,
      saved: false,
    };
  }
  const userId = stream.user_id;
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `course-video-progress:${userId}:${video.id}`);
    const row = await findProgress(trx, userId, video.id);
    const map = new WatchMap(Math.ceil(total), row?.watched_map ?? '');
    if (playedOn) {
      map.mark(previous, position, (second) => playable(segmentAt(starts, second + 0.5)));
    }
    const watchedSeconds = map.count();
    const wasComplete = row?.completed === 1;
    const completed = wasComplete || isComplete(watchedSeconds, durationSeconds);
    await saveProgress(trx, {
      userId,
      videoId: video.id,
      positionSeconds: position,
      watchedMap: map.toString(),
      watchedSeconds,
      completed,
      completedAt: wasComplete ? (row?.completed_at ?? nowIso) : completed ? nowIso : null,
      now: nowIso,
    });
    await recordReport(trx, stream.id, position, nowIso);
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
