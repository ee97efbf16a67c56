import crypto from 'node:crypto';
import { API_PREFIX, ApiCode } from '@shangan/shared';
import { CourseVideoCode, type PlayInfo } from '@shangan/shared/contracts/course-video/playback';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hmacHex, randomToken, sha256Hex } from '../../lib/crypto.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import type { CourseVideoContext, Viewer } from './context.ts';
import { VIDEO_MSG } from './messages.ts';
import { ownerOf, type VideoAccess, type VideoOwnerKind } from './owners.ts';
import { findProgress } from './progress.repository.ts';
import {
  dropStaleVisitorStreams,
  endStream,
  endStreamsOfUser,
  findKeyToken,
  findStream,
  findStreamByToken,
  insertKeyToken,
  insertStream,
  recordFetch,
  useKeyToken,
  type StreamRow,
} from './streams.repository.ts';
import { findVideo, findVideoOfOwner, segmentsOf, type VideoRow } from './videos.repository.ts';
import { segmentStarts, segmentsCovering } from './watch-map.ts';
import { segmentName } from './packager.ts';

/** The player reports its position this often while playing. */
export const PROGRESS_INTERVAL_SECONDS = 10;
const AES_KEY_BYTES = 16;

/** A refusal of the playlist or a segment: the HTTP status and the envelope it carries. */
export interface Refusal {
  status: 403 | 404;
  code: number;
  msg: string;
}

const nowIso = () => new Date().toISOString();
const after = (ms: number) => new Date(Date.now() + ms).toISOString();

/** What the owner module says the viewer may watch of the video's owner row, now. */
export async function accessOf(
  ctx: CourseVideoContext,
  userId: number | null,
  video: VideoRow,
): Promise<VideoAccess> {
  const owner = ownerOf(video.owner_kind as VideoOwnerKind);
  if (!owner) return { level: 'none', reason: VIDEO_MSG.notPlayable };
  const access = await owner.access(ctx.db, userId, video.owner_id);
  if (access.level === 'trial' && !(access.trialSeconds > 0)) {
    return { level: 'none', reason: VIDEO_MSG.trialOver };
  }
  return access;
}

/** A stream just started: its credential and the playlist address that names it. */
export interface StartedStream {
  token: string;
  playlistUrl: string;
  expiresAt: string;
  access: 'full' | 'trial';
  trialSeconds: number | null;
  video: VideoRow;
}

/**
 * Starts a stream of a packaged video for the viewer. For a signed-in account it first ends the
 * account's open streams (one stream at a time: the other device learns it on its next request),
 * under a per-account lock so two devices starting together still leave one.
 */
async function openStream(
  ctx: CourseVideoContext,
  viewer: Viewer,
  video: VideoRow,
  access: Exclude<VideoAccess, { level: 'none' }>,
  startPosition: number,
): Promise<StartedStream> {
  const segments = segmentsOf(video);
  const { total } = segmentStarts(segments);
  const trialSeconds = access.level === 'trial' ? Math.round(access.trialSeconds) : null;
  const token = randomToken();
  const now = nowIso();
  const ttl = ctx.config.video;
  const stream = {
    tokenHash: sha256Hex(token),
    videoId: video.id,
    userId: viewer.userId,
    sessionId: viewer.sessionId,
    accessLevel: access.level,
    segmentLimit:
      trialSeconds === null ? segments.length : segmentsCovering(segments, trialSeconds),
    playlistExpiresAt: after(ttl.playlistTtlSeconds * 1000),
    urlsExpireAt: after((ttl.playlistTtlSeconds + total + ttl.segmentTtlSeconds) * 1000),
    startedAt: now,
    startPosition,
  };
  const userId = viewer.userId;
  if (userId !== null) {
    await ctx.db.transaction().execute(async (trx) => {
      await lockKey(trx, ctx.engine, `course-video-viewer:${userId}`);
      await endStreamsOfUser(trx, userId, viewer.sessionId, now, after(-DAY_MS));
      await insertStream(trx, stream);
    });
  } else {
    await dropVisitorStreamsNowAndThen(ctx);
    await insertStream(ctx.db, stream);
  }
  return {
    token,
    playlistUrl: `${API_PREFIX.main}/pc/courseVideo/hls/${video.id}/index.m3u8?t=${token}`,
    expiresAt: stream.playlistExpiresAt,
    access: access.level,
    trialSeconds,
    video,
  };
}

let visitorsPrunedAt = 0;
async function dropVisitorStreamsNowAndThen(ctx: CourseVideoContext): Promise<void> {
  if (Date.now() - visitorsPrunedAt < MINUTE_MS) return;
  visitorsPrunedAt = Date.now();
  await dropStaleVisitorStreams(ctx.db, after(-DAY_MS));
}

/** Where the viewer stopped, as the player should start: 0 after finishing or past a trial. */
function resumeAt(
  progress: { position_seconds: number; completed: number } | undefined,
  durationSeconds: number,
  trialSeconds: number | null,
): number {
  if (!progress) return 0;
  const position = Math.floor(progress.position_seconds);
  if (position >= durationSeconds - 3) return 0;
  if (trialSeconds !== null && position >= trialSeconds) return 0;
  return position;
}

/** The viewer's phone with its middle hidden (138****0001), drawn over the picture. */
export async function watermarkOf(ctx: CourseVideoContext, userId: number | null) {
  if (userId === null) return '';
  const user = await ctx.db
    .selectFrom('app_user')
    .select(['phone', 'user_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const phone = user?.phone ?? '';
  if (/^\d{11}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  const name = user?.user_name ?? '';
  return name.length > 2 ? `${name.slice(0, 2)}***${name.slice(-1)}` : `学员${userId}`;
}

/**
 * Play info of an owner row: what the viewer may watch and, when they may and the video is
 * packaged, a stream started for them with its signed playlist.
 */
export async function playInfo(
  ctx: CourseVideoContext,
  viewer: Viewer,
  kind: VideoOwnerKind,
  ownerId: number,
): Promise<PlayInfo> {
  const owner = ownerOf(kind);
  const video = owner ? await findVideoOfOwner(ctx.db, kind, ownerId) : undefined;
  if (!owner || !video) throw new ApiError(ApiCode.NOT_FOUND, VIDEO_MSG.noVideo);
  const access = await accessOf(ctx, viewer.userId, video);
  const described = await owner.describe(ctx.db, [ownerId]);
  const progress =
    viewer.userId === null ? undefined : await findProgress(ctx.db, viewer.userId, video.id);
  const base: PlayInfo = {
    videoId: video.id,
    ownerKind: kind,
    ownerId,
    title: described.get(ownerId)?.title ?? video.title,
    status: 'ready',
    statusMessage: '',
    access: access.level,
    reason: access.level === 'none' ? access.reason : '',
    trialSeconds: access.level === 'trial' ? Math.round(access.trialSeconds) : null,
    durationSeconds: video.duration_seconds,
    resumeSeconds: 0,
    watchedSeconds: progress?.watched_seconds ?? 0,
    completed: progress?.completed === 1,
    playlistUrl: null,
    playToken: null,
    expiresAt: null,
    watermark: await watermarkOf(ctx, viewer.userId),
    progressIntervalSeconds: PROGRESS_INTERVAL_SECONDS,
  };
  if (access.level === 'none') return base;
  const packaged = await ctx.packager.ensure(video);
  if (!packaged.ready) return { ...base, status: 'processing', statusMessage: packaged.message };
  const durationSeconds = packaged.video.duration_seconds;
  const resumeSeconds = resumeAt(progress, durationSeconds, base.trialSeconds);
  const stream = await openStream(ctx, viewer, packaged.video, access, resumeSeconds);
  return {
    ...base,
    durationSeconds,
    resumeSeconds,
    playlistUrl: stream.playlistUrl,
    playToken: stream.token,
    expiresAt: stream.expiresAt,
  };
}

/**
 * A stream of a video known by its vid, for the old site's calls (the play-safe token and the
 * vid authorization): refused with the reason when the viewer may not watch it.
 */
export async function startByVid(
  ctx: CourseVideoContext,
  viewer: Viewer,
  videoId: string,
): Promise<StartedStream & { resumeSeconds: number; watermark: string }> {
  const video = await findVideo(ctx.db, videoId);
  if (!video || !ownerOf(video.owner_kind as VideoOwnerKind)) {
    throw new ApiError(ApiCode.NOT_FOUND, VIDEO_MSG.unknownVideo);
  }
  const access = await accessOf(ctx, viewer.userId, video);
  if (access.level === 'none') throw new ApiError(ApiCode.FORBIDDEN, access.reason);
  const packaged = await ctx.packager.ensure(video);
  if (!packaged.ready) throw new ApiError(CourseVideoCode.PROCESSING, packaged.message);
  const progress =
    viewer.userId === null ? undefined : await findProgress(ctx.db, viewer.userId, video.id);
  const trialSeconds = access.level === 'trial' ? Math.round(access.trialSeconds) : null;
  const resumeSeconds = resumeAt(progress, packaged.video.duration_seconds, trialSeconds);
  const stream = await openStream(ctx, viewer, packaged.video, access, resumeSeconds);
  return { ...stream, resumeSeconds, watermark: await watermarkOf(ctx, viewer.userId) };
}

/** Why an ended stream no longer plays. */
export function endedReason(stream: StreamRow): { code: number; msg: string } {
  if (stream.end_reason === 'taken_over') {
    return {
      code: CourseVideoCode.STREAM_TAKEN_OVER,
      msg:
        stream.ended_by_session_id !== null && stream.ended_by_session_id === stream.session_id
          ? VIDEO_MSG.takenOverWindow
          : VIDEO_MSG.takenOverElsewhere,
    };
  }
  return { code: CourseVideoCode.STREAM_ENDED, msg: VIDEO_MSG.ended };
}

const expired: Refusal = { status: 403, code: ApiCode.FORBIDDEN, msg: VIDEO_MSG.linkExpired };

/** The stream a playlist or segment address names, while it may still be used. */
async function usableStream(
  ctx: CourseVideoContext,
  token: string,
  videoId: string,
): Promise<{ stream: StreamRow; video: VideoRow; limit: number } | Refusal> {
  const stream = token ? await findStreamByToken(ctx.db, sha256Hex(token)) : undefined;
  if (!stream || stream.video_id !== videoId) return expired;
  if (stream.ended_at) return { status: 403, ...endedReason(stream) };
  if (stream.urls_expire_at <= nowIso()) return expired;
  const video = await findVideo(ctx.db, videoId);
  if (!video) return expired;
  // The right is asked again on every request: a refund or an expired course stops the stream.
  const access = await accessOf(ctx, stream.user_id, video);
  if (access.level === 'none') {
    await endStream(ctx.db, stream.id, nowIso());
    return { status: 403, code: ApiCode.FORBIDDEN, msg: access.reason };
  }
  const segments = segmentsOf(video);
  const limit =
    access.level === 'trial'
      ? Math.min(stream.segment_limit, segmentsCovering(segments, access.trialSeconds))
      : stream.segment_limit;
  return { stream, video, limit };
}

function segmentSignature(
  ctx: CourseVideoContext,
  videoId: string,
  index: number,
  token: string,
  expires: number,
): string {
  return hmacHex(
    ctx.config.appSecret,
    `course-video:${videoId}:${index}:${token}:${expires}`,
  ).slice(0, 32);
}

/**
 * The stream's playlist, written anew for this request: a fresh single-use key token, and
 * signed, expiring segment addresses up to what the stream may fetch (a trial stops at the
 * segment holding its last second).
 */
export async function playlistOf(
  ctx: CourseVideoContext,
  videoId: string,
  token: string,
): Promise<{ body: string } | Refusal> {
  const usable = await usableStream(ctx, token, videoId);
  if ('status' in usable) return usable;
  const { stream, video, limit } = usable;
  if (stream.playlist_expires_at <= nowIso()) return expired;
  const segments = segmentsOf(video).slice(0, limit);
  if (segments.length === 0) return expired;

  const keyToken = randomToken();
  await insertKeyToken(
    ctx.db,
    sha256Hex(keyToken),
    stream.id,
    after(ctx.config.video.keyTokenTtlSeconds * 1000),
  );
  const expires = Math.floor(Date.parse(stream.urls_expire_at) / 1000);
  const base = `${API_PREFIX.main}/pc/courseVideo`;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...segments))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXT-X-KEY:METHOD=AES-128,URI="${base}/key?t=${keyToken}",IV=0x${video.aes_iv}`,
  ];
  for (const [index, duration] of segments.entries()) {
    const sig = segmentSignature(ctx, video.id, index, token, expires);
    lines.push(
      `#EXTINF:${duration.toFixed(3)},`,
      `${base}/hls/${video.id}/${index}.ts?t=${token}&e=${expires}&sig=${sig}`,
    );
  }
  lines.push('#EXT-X-ENDLIST', '');
  return { body: lines.join('\n') };
}

/**
 * A segment of the stream, when its address is signed and unexpired, the stream still plays, it
 * lies within what the stream may fetch and the viewer still has the right. Each fetch is
 * recorded: progress is later checked against it.
 */
export async function segmentOf(
  ctx: CourseVideoContext,
  request: { videoId: string; index: number; token: string; expires: number; sig: string },
): Promise<{ file: string } | { url: string } | Refusal> {
  const { videoId, index, token, expires, sig } = request;
  const expected = segmentSignature(ctx, videoId, index, token, expires);
  // Hex of the right length first: timingSafeEqual compares bytes, not characters.
  if (
    !/^[0-9a-f]{32}$/.test(sig) ||
    !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected)) ||
    expires * 1000 <= Date.now()
  ) {
    return expired;
  }
  const usable = await usableStream(ctx, token, videoId);
  if ('status' in usable) return usable;
  const { stream, video, limit } = usable;
  if (index >= limit) return { status: 403, code: ApiCode.FORBIDDEN, msg: VIDEO_MSG.trialOver };
  if (!video.package_key || index >= segmentsOf(video).length) {
    return { status: 404, code: ApiCode.NOT_FOUND, msg: VIDEO_MSG.notPlayable };
  }
  await recordFetch(ctx.db, stream.id, index);
  const where = await ctx.store.locate(`${video.package_key}/${segmentName(index)}`);
  return where ?? { status: 404, code: ApiCode.NOT_FOUND, msg: VIDEO_MSG.notPlayable };
}

/**
 * The AES key for a key token, or a decoy: 16 random bytes, answered the same way, for a token
 * that is unknown, expired, already used, of another account or session, or of a stream that no
 * longer plays. A downloader replaying the playlist gets undecryptable segments, not a hint.
 */
export async function keyFor(
  ctx: CourseVideoContext,
  keyToken: string,
  requester: Viewer,
): Promise<Buffer> {
  const decoy = () => crypto.randomBytes(AES_KEY_BYTES);
  if (!keyToken) return decoy();
  const tokenHash = sha256Hex(keyToken);
  const row = await findKeyToken(ctx.db, tokenHash);
  if (!row) return decoy();
  const stream = await findStream(ctx.db, row.stream_id);
  if (!stream || stream.ended_at || stream.urls_expire_at <= nowIso()) return decoy();
  // Bound to the account and the very session that opened the stream.
  if (stream.user_id !== requester.userId || stream.session_id !== requester.sessionId) {
    return decoy();
  }
  const video = await findVideo(ctx.db, stream.video_id);
  if (!video) return decoy();
  if ((await accessOf(ctx, stream.user_id, video)).level === 'none') return decoy();
  if (!(await useKeyToken(ctx.db, tokenHash, nowIso()))) return decoy();
  return Buffer.from(video.aes_key, 'hex');
}

/** Whether the stream named by a play token still plays, and why not. */
export async function streamState(ctx: CourseVideoContext, token: string) {
  const stream = await findStreamByToken(ctx.db, sha256Hex(token));
  if (!stream) {
    return {
      state: 'ended' as const,
      code: CourseVideoCode.STREAM_ENDED,
      message: VIDEO_MSG.linkExpired,
    };
  }
  if (stream.ended_at) {
    const { code, msg } = endedReason(stream);
    return {
      state: stream.end_reason === 'taken_over' ? ('taken_over' as const) : ('ended' as const),
      code,
      message: msg,
    };
  }
  if (stream.urls_expire_at <= nowIso()) {
    return {
      state: 'ended' as const,
      code: CourseVideoCode.STREAM_ENDED,
      message: VIDEO_MSG.linkExpired,
    };
  }
  return { state: 'playing' as const, code: ApiCode.OK, message: '' };
}
