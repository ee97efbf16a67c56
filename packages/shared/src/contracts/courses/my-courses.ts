import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageOf, PageQuery } from '../common.ts';
import { Chapter, CourseCard, CourseListQuery, EnrolmentSource, TAG } from './catalogue.ts';

/**
 * A learner's courses (我的课程, docs/areas/courses.md): what they hold, with study statistics
 * read from what they actually watched. The first two calls are on the main API (/api/v1); the
 * last two are the learning API's (/gxw-web-student) course calls. Every call accepts the
 * session token both as `Authorization: Bearer …` and in a `token` header.
 */

export const StudyStats = Type.Object({
  /** Lessons of every kind in the course (a package: in its member courses). */
  lessonCount: Type.Integer(),
  videoLessonCount: Type.Integer(),
  /** Video lessons watched to at least 90 %. */
  lessonsDone: Type.Integer(),
  /** Minutes of video actually watched (rounded down). */
  minutesWatched: Type.Integer(),
  /** Length of all video lessons in minutes (rounded up). */
  totalMinutes: Type.Integer(),
  /** 0–100: lessons done of the video lessons. */
  percent: Type.Integer(),
  /** When the learner last watched a lesson of it, null when never. */
  lastStudiedAt: Type.Union([Type.String(), Type.Null()]),
  /** The lesson last watched (继续学习 opens it), null when none. */
  lastLesson: Type.Union([
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      positionSeconds: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type StudyStats = Static<typeof StudyStats>;

export const MyCourse = Type.Object({
  course: CourseCard,
  source: EnrolmentSource,
  /** 已购买 / 免费报名 / VIP免费 / 赠送 (and 套餐内 for a member of a bought package). */
  sourceText: Type.String(),
  /** The package it came with, null when held on its own. */
  viaPackage: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]),
  enrolledAt: Type.String(),
  /** Null: no time limit. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** Past its validity, or a VIP-free enrolment whose membership lapsed. */
  expired: Type.Boolean(),
  stats: StudyStats,
});
export type MyCourse = Static<typeof MyCourse>;

export const MyCourseStatus = Type.Enum(['all', 'learning', 'expired'], {
  errorMessage: '课程状态不正确',
});

export const StudySummary = Type.Object({
  courseCount: Type.Integer(),
  lessonsDone: Type.Integer(),
  minutesWatched: Type.Integer(),
  lastStudiedAt: Type.Union([Type.String(), Type.Null()]),
});
export type StudySummary = Static<typeof StudySummary>;

export const ListMyCourses = endpoint({
  method: 'GET',
  path: '/pc/myCourses',
  tag: TAG,
  summary:
    '我的课程（已购、免费报名、VIP免费、套餐内课程；学习统计：完成课时、学习分钟、最近学习、进度；最近学习在前，分页）',
  querystring: Type.Object({
    ...PageQuery.properties,
    /** learning: may be studied now; expired: past validity. */
    status: Type.Optional(MyCourseStatus),
  }),
  data: Type.Object({
    list: Type.Array(MyCourse),
    total: Type.Integer(),
    /** Over all the learner's courses, whatever the page. */
    summary: StudySummary,
  }),
});

export const GetMyCourse = endpoint({
  method: 'GET',
  path: '/pc/myCourses/:id',
  tag: TAG,
  summary: '我的课程详情（学习统计与带进度的目录；仅本人持有的课程）',
  params: Type.Object({
    id: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      errorMessage: { required: '缺少课程编号', default: '课程编号不正确' },
    }),
  }),
  data: Type.Object({
    ...MyCourse.properties,
    /** A package: the outline of each member course one after another, chapter titles prefixed. */
    chapters: Type.Array(Chapter),
  }),
});

/** POST /gxw-web-student/classCourse/getClassCourseCatalogueList: a course's outline. */
export const GetClassCourseCatalogueList = endpoint({
  method: 'POST',
  path: '/classCourse/getClassCourseCatalogueList',
  tag: TAG,
  summary: '课程目录（章节与课时，含试看标记、时长、当前用户的观看权限与进度）',
  body: Type.Object({
    courseId: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      errorMessage: { required: '缺少课程编号', default: '课程编号不正确' },
    }),
  }),
  data: Type.Object({
    courseId: Type.Integer(),
    title: Type.String(),
    chapters: Type.Array(Chapter),
  }),
});

/** GET /gxw-web-student/course/list: the catalogue, with the same filters as /pc/courses. */
export const LearningCourseList = endpoint({
  method: 'GET',
  path: '/course/list',
  tag: TAG,
  summary: '课程列表（学习系统；与网校列表相同的筛选、排序与分页）',
  querystring: CourseListQuery,
  data: PageOf(CourseCard),
});
