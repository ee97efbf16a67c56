import { Type, type Static } from 'typebox';
import { ConsoleCourseMsg, LESSON_TITLE_MAX } from '../../console-courses.ts';
import {
  ConsoleLiveMsg,
  LIVE_PLANNED_MINUTES,
  LIVE_STATE_LABELS,
  type LiveState,
} from '../../live.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { Instant } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's live lessons (课程管理): a course's live classes scheduled as lessons of its
 * outline, each with its session (time, length, teacher) and what goes into OBS. The teacher
 * reads the same address and key under 我的直播, and may replace the key there.
 */
const TAG = '后台·直播课时';
const ROLES = CONSOLE_SECTION_ROLES.courses;

export const ConsoleLiveLesson = Type.Object({
  lessonId: Type.Integer(),
  chapterId: Type.Integer(),
  sessionId: Type.Integer(),
  title: Type.String(),
  isTrial: Type.Boolean(),
  startsAt: Type.String(),
  plannedMinutes: Type.Integer(),
  state: Type.Unsafe<LiveState>({ type: 'string', enum: Object.keys(LIVE_STATE_LABELS) }),
  teacherId: Type.Union([Type.Integer(), Type.Null()]),
  teacherName: Type.String(),
  /** What OBS publishes to: the server, and the stream key (name?key=…). */
  streamServer: Type.String(),
  streamKey: Type.String(),
});
export type ConsoleLiveLesson = Static<typeof ConsoleLiveLesson>;

export const ListConsoleLiveLessons = endpoint({
  method: 'GET',
  path: '/console/live/lessons',
  tag: TAG,
  summary: '一门课程的直播课时：时间、时长、老师、状态与推流信息',
  roles: ROLES,
  querystring: Type.Object({
    courseId: Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.courseMissing }),
  }),
  data: Type.Array(ConsoleLiveLesson),
});

export const SaveConsoleLiveLesson = endpoint({
  method: 'POST',
  path: '/console/live/lessons/save',
  tag: TAG,
  summary: '新建直播课时（不带 id），或修改尚未开播的直播课时',
  roles: ROLES,
  body: Type.Object({
    chapterId: Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.chapterMissing }),
    id: Type.Optional(Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.lessonMissing })),
    title: Type.String({
      maxLength: LESSON_TITLE_MAX,
      errorMessage: ConsoleCourseMsg.titleTooLong(LESSON_TITLE_MAX),
    }),
    isTrial: Type.Boolean(),
    startsAt: Instant(ConsoleLiveMsg.startsAtInvalid),
    plannedMinutes: Type.Integer({
      minimum: LIVE_PLANNED_MINUTES.min,
      maximum: LIVE_PLANNED_MINUTES.max,
      errorMessage: ConsoleLiveMsg.plannedInvalid,
    }),
    teacherId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleLiveMsg.teacherMissing,
    }),
  }),
  data: ConsoleLiveLesson,
});

export const RemoveConsoleLiveLesson = endpoint({
  method: 'POST',
  path: '/console/live/lessons/remove',
  tag: TAG,
  summary: '删除尚未开播的直播课时（连同学员的预约）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.lessonMissing }),
  }),
  data: Type.Null(),
});
