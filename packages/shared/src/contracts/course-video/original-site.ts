import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { TAG, VideoAccessLevel, VideoId } from './playback.ts';

/**
 * The previous site's video calls, with its own paths and field names, on the learning API
 * (/gxw-web-student); the session token is accepted as `Authorization: Bearer …` or in a
 * `token` header. The ids are the courses' (see the courses contracts): courseSkuId = classId =
 * the course, periodId = timeArrangeId = courseCoursewareId = the lesson, vid = its video.
 */

const CourseSkuId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessage: { required: '缺少课程编号', default: '课程编号不正确' },
});

export const PeriodVid = Type.Object({
  periodId: Type.Integer(),
  vid: Type.String(),
  classId: Type.Integer(),
  timeArrangeId: Type.Integer(),
  courseCoursewareId: Type.Integer(),
});
export type PeriodVid = Static<typeof PeriodVid>;

export const GetWebSectionPeriodVidVO = endpoint({
  method: 'GET',
  path: '/webTimeArrange/getWebSectionPeriodVidVO',
  tag: TAG,
  summary: '课程各课时的视频编号（旧站接口：periodVids[] periodId、vid、classId、timeArrangeId）',
  querystring: Type.Object({ courseSkuId: CourseSkuId }),
  data: Type.Object({ periodVids: Type.Array(PeriodVid) }),
});

/** The play authorization of a video for the session's own user. */
export const VidAuthorization = Type.Object({
  vid: Type.String(),
  /** The stream's play token (the old player's playsafe). */
  playsafe: Type.String(),
  /** The signed HLS playlist of the stream. */
  playUrl: Type.String(),
  /** When playUrl stops working. */
  expireTime: Type.String(),
  access: VideoAccessLevel,
  /** Null for full access. */
  trialSeconds: Type.Union([Type.Integer(), Type.Null()]),
  duration: Type.Integer(),
  /** Where the user stopped last time. */
  resumeSeconds: Type.Integer(),
  /** The masked phone drawn over the picture. */
  watermark: Type.String(),
});
export type VidAuthorization = Static<typeof VidAuthorization>;

/**
 * Always for the user of the session: a userId in the query (the old clients send one) is not
 * read. No right to the video answers 403 with the reason; a video not packaged yet, 视频处理中.
 */
export const GetVidAuthorization = endpoint({
  method: 'GET',
  path: '/webLive/getVidAuthorization',
  tag: TAG,
  summary: '视频播放授权（旧站接口；仅限当前登录用户，开始本账号的播放）',
  querystring: Type.Object({ vid: VideoId }),
  data: VidAuthorization,
});
