import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';

/**
 * Protected video of lessons and lectures (docs/areas/course-video.md). A video belongs to an
 * owner row (a course lesson, a video-teaching lecture) and is played as HLS encrypted with
 * AES-128: the play info starts a stream for the caller and hands out a signed, expiring
 * playlist; the playlist names a single-use key token and signed segment addresses; one stream
 * per account at a time; the player reports the position and learns why a stream ended.
 */
export const TAG = '视频播放';

/** Body codes of a stream that can no longer be used (HTTP 200, or 403 on a segment). */
export const CourseVideoCode = {
  /** Another device (or window) of the account started a stream: this one ended. */
  STREAM_TAKEN_OVER: 4601,
  /** The stream is over: its addresses expired, the session ended or the right was lost. */
  STREAM_ENDED: 4602,
  /** The video is not packaged yet (or cannot be on this server now): 视频处理中. */
  PROCESSING: 4603,
} as const;

export const VIDEO_OWNER_KINDS = ['lesson', 'lecture'] as const;
export const VideoOwnerKind = Type.Enum([...VIDEO_OWNER_KINDS], {
  errorMessage: { required: '缺少视频所属类型', default: '视频所属类型不正确' },
});
export type VideoOwnerKind = Static<typeof VideoOwnerKind>;

const OwnerId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessage: { required: '缺少课时编号', default: '课时编号不正确' },
});

/** A video id (vid): 32 lowercase hex characters. */
export const VideoId = Type.String({
  pattern: '^[0-9a-f]{32}$',
  errorMessage: { required: '缺少视频编号', default: '视频编号不正确' },
});

/** The stream's own credential, as play info, the play-safe token and the authorization give it. */
const PlayToken = Type.String({
  minLength: 1,
  maxLength: 100,
  errorMessage: { required: '缺少播放凭证', default: '播放凭证不正确' },
});

/** What the caller may watch: the whole video, its first trialSeconds, or nothing (reason). */
export const VideoAccessLevel = Type.Enum(['full', 'trial', 'none']);
export type VideoAccessLevel = Static<typeof VideoAccessLevel>;

export const PlayInfo = Type.Object({
  videoId: Type.String(),
  ownerKind: VideoOwnerKind,
  ownerId: Type.Integer(),
  /** The lesson's or lecture's title. */
  title: Type.String(),
  /**
   * ready: playable now. processing: the video is not packaged yet, or cannot be on this server
   * at the moment (statusMessage says 视频处理中); ask again later.
   */
  status: Type.Enum(['ready', 'processing']),
  statusMessage: Type.String(),
  access: VideoAccessLevel,
  /** Why nothing may be watched (access none), in Chinese: 购买课程后即可观看 …; '' otherwise. */
  reason: Type.String(),
  /** A trial: playing stops at this second. Null for full access (and none). */
  trialSeconds: Type.Union([Type.Integer(), Type.Null()]),
  durationSeconds: Type.Integer(),
  /** Where the caller stopped last time (0 for visitors, and after finishing the video). */
  resumeSeconds: Type.Integer(),
  /** Seconds of the video the caller has really watched, and whether that is 90 % or more. */
  watchedSeconds: Type.Integer(),
  completed: Type.Boolean(),
  /**
   * The signed HLS playlist of the stream just started for the caller; null unless ready and
   * access is full or trial. Starting it ends the account's stream on any other device.
   */
  playlistUrl: Type.Union([Type.String(), Type.Null()]),
  /** The stream's credential for progress reports and the stream state; null with no stream. */
  playToken: Type.Union([Type.String(), Type.Null()]),
  /** When the playlist address stops working (segments live a little longer). */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** Drawn moving over the picture: the viewer's masked phone (138****0001); '' for visitors. */
  watermark: Type.String(),
  /** How often the player should report its position while playing. */
  progressIntervalSeconds: Type.Integer(),
});
export type PlayInfo = Static<typeof PlayInfo>;

export const GetPlayInfo = endpoint({
  method: 'GET',
  path: '/pc/courseVideo/playInfo',
  tag: TAG,
  summary:
    '播放信息：开始本账号的播放（其他设备的播放随即结束），返回签名播放列表、时长、续播位置、试看秒数与水印',
  querystring: Type.Object({ ownerKind: VideoOwnerKind, ownerId: OwnerId }),
  data: PlayInfo,
});

export const ProgressResult = Type.Object({
  /** The position kept: the reported one, or less when it lay beyond what this stream fetched. */
  positionSeconds: Type.Integer(),
  /** True when the reported position was beyond the fetched segments and was cut back. */
  clipped: Type.Boolean(),
  watchedSeconds: Type.Integer(),
  durationSeconds: Type.Integer(),
  completed: Type.Boolean(),
  /** False for a visitor's stream: nothing is kept. */
  saved: Type.Boolean(),
});
export type ProgressResult = Static<typeof ProgressResult>;

/**
 * Reported every ~10 s while playing and on pause, page hide and leaving. The play token alone
 * identifies the viewer, so a leaving page may send it with a keepalive request or a beacon.
 * A stream that has ended answers code 4601 (taken over) or 4602 (ended) with the reason.
 */
export const ReportProgress = endpoint({
  method: 'POST',
  path: '/pc/courseVideo/progress',
  tag: TAG,
  summary: '上报播放位置（超出本次已加载片段的位置会被截回；观看满90%记为学完）',
  body: Type.Object({
    playToken: PlayToken,
    positionSeconds: Type.Number({
      minimum: 0,
      maximum: 86_400,
      errorMessage: { required: '缺少播放位置', default: '播放位置不正确' },
    }),
  }),
  data: ProgressResult,
});

export const StreamState = Type.Object({
  state: Type.Enum(['playing', 'taken_over', 'ended']),
  /** Why it is not playing, in Chinese (您的账号已在其他设备播放 …); '' while playing. */
  message: Type.String(),
  /** 200 while playing, else CourseVideoCode's code of the state. */
  code: Type.Integer(),
});
export type StreamState = Static<typeof StreamState>;

/** What the player asks when the playlist, a key or a segment failed: why, if the stream ended. */
export const GetStreamState = endpoint({
  method: 'GET',
  path: '/pc/courseVideo/streamState',
  tag: TAG,
  summary: '播放状态（播放中、已被其他设备接管或已结束，附原因）',
  querystring: Type.Object({ playToken: PlayToken }),
  data: StreamState,
});

/**
 * The play-safe token of the old site's player: keyword = the video id, data = the token. Here
 * it is the play token of a stream started for the caller; the playlist is then
 * `/api/v1/pc/courseVideo/hls/{vid}/index.m3u8?t={token}`.
 */
export const GetPlaySafeToken = endpoint({
  method: 'GET',
  path: '/pc/video/playSafeToken',
  tag: TAG,
  summary: '视频播放安全令牌（keyword 为视频编号；开始本账号的播放）',
  querystring: Type.Object({ keyword: VideoId }),
  data: Type.String(),
});
