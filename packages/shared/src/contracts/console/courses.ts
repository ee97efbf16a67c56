import { Type, type Static } from 'typebox';
import {
  CHAPTER_TITLE_MAX,
  COURSE_INTRO_MAX,
  COURSE_SUBTITLE_MAX,
  COURSE_TITLE_MAX,
  ConsoleCourseMsg,
  LESSON_TITLE_MAX,
  LESSON_VIDEO_STATES,
  PACKAGE_MEMBERS_MAX,
  type LessonVideoState,
} from '../../console-courses.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';
import { CourseExam, CourseKind, CourseSubject, LessonKind } from '../courses/catalogue.ts';

/**
 * The console's courses: the catalogue's courses with their chapters and lessons, and each video
 * lesson's video (uploaded resumably, then packaged into protected HLS in the background).
 */
const TAG = '后台·课程管理';
const ROLES = CONSOLE_SECTION_ROLES.courses;

const Id = Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.courseMissing });
/** Money as the console types it: yuan with at most two decimals. */
const Price = Type.String({
  pattern: '^\\d{1,6}(\\.\\d{1,2})?$',
  errorMessage: ConsoleCourseMsg.priceInvalid,
});
const Status = Type.Enum(['on_sale', 'off'], { errorMessage: '上架状态不正确' });

export const ConsoleCourseRow = Type.Object({
  id: Type.Integer(),
  kind: CourseKind,
  subject: Type.String(),
  exam: Type.String(),
  title: Type.String(),
  /** Yuan with two decimals; 0.00 for a free course. */
  price: Type.String(),
  status: Status,
  lessons: Type.Integer(),
  sales: Type.Integer(),
  updatedAt: Type.String(),
});
export type ConsoleCourseRow = Static<typeof ConsoleCourseRow>;

export const ListConsoleCourses = endpoint({
  method: 'GET',
  path: '/console/courses',
  tag: TAG,
  summary: '课程列表（按标题查找）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 60 })),
    status: Type.Optional(Status),
  }),
  data: PageOf(ConsoleCourseRow),
});

export const ConsoleTeacher = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
});

export const ConsoleCourseOptions = endpoint({
  method: 'GET',
  path: '/console/courses/options',
  tag: TAG,
  summary: '编辑课程可选的老师',
  roles: ROLES,
  data: Type.Object({ teachers: Type.Array(ConsoleTeacher) }),
});

const VideoState = Type.Unsafe<LessonVideoState>({
  type: 'string',
  enum: [...LESSON_VIDEO_STATES],
});

export const ConsoleLesson = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: LessonKind,
  isTrial: Type.Boolean(),
  durationSeconds: Type.Integer(),
  video: Type.Object({
    /** none: no video yet; waiting/processing: a new one is being packaged; ready; failed. */
    state: VideoState,
    /** Of the packaging under way, 0-100. */
    progress: Type.Integer(),
    /** Why the last packaging failed. */
    error: Type.String(),
    /** A video that plays now (an earlier one may play while a new one is packaged). */
    playable: Type.Boolean(),
  }),
});
export type ConsoleLesson = Static<typeof ConsoleLesson>;

export const ConsoleChapter = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lessons: Type.Array(ConsoleLesson),
});
export type ConsoleChapter = Static<typeof ConsoleChapter>;

/** What the course form edits. */
export const CourseFields = Type.Object({
  kind: CourseKind,
  subject: CourseSubject,
  exam: CourseExam,
  title: Type.String({
    maxLength: COURSE_TITLE_MAX,
    errorMessage: ConsoleCourseMsg.titleTooLong(COURSE_TITLE_MAX),
  }),
  subtitle: Type.String({
    maxLength: COURSE_SUBTITLE_MAX,
    errorMessage: ConsoleCourseMsg.subtitleTooLong,
  }),
  /** An address of a picture; empty for none. */
  coverUrl: Type.String({ maxLength: 255, errorMessage: ConsoleCourseMsg.coverInvalid }),
  /** 0 makes the course free. */
  price: Price,
  /** Empty for none. */
  originalPrice: Type.String({
    pattern: '^(\\d{1,6}(\\.\\d{1,2})?)?$',
    errorMessage: ConsoleCourseMsg.originalPriceInvalid,
  }),
  validityDays: Type.Integer({
    minimum: 0,
    maximum: 3650,
    errorMessage: ConsoleCourseMsg.validityInvalid,
  }),
  trialSeconds: Type.Integer({
    minimum: 0,
    maximum: 3600,
    errorMessage: ConsoleCourseMsg.trialInvalid,
  }),
  intro: Type.String({ maxLength: COURSE_INTRO_MAX, errorMessage: ConsoleCourseMsg.introTooLong }),
  teacherIds: Type.Array(
    Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.teacherMissing }),
    { maxItems: 10 },
  ),
  status: Status,
});
export type CourseFields = Static<typeof CourseFields>;

export const ConsoleCourseDetail = Type.Object({
  id: Type.Integer(),
  sales: Type.Integer(),
  updatedAt: Type.String(),
  ...CourseFields.properties,
  chapters: Type.Array(ConsoleChapter),
  /** A package's courses in its order (empty for other kinds). */
  members: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), kind: CourseKind, status: Status }),
  ),
  /** Learners holding this package now: its courses can then only be added to. */
  holders: Type.Integer(),
});
export type ConsoleCourseDetail = Static<typeof ConsoleCourseDetail>;

export const GetConsoleCourse = endpoint({
  method: 'GET',
  path: '/console/courses/detail',
  tag: TAG,
  summary: '课程详情：字段、章节、课时与视频状态',
  roles: ROLES,
  querystring: Type.Object({ id: Id }),
  data: ConsoleCourseDetail,
});

export const SaveConsoleCourse = endpoint({
  method: 'POST',
  path: '/console/courses/save',
  tag: TAG,
  summary: '新建课程或课程套餐（不带 id）或修改；套餐带上所含课程',
  roles: ROLES,
  body: Type.Object({
    id: Type.Optional(Id),
    ...CourseFields.properties,
    /** A package's courses in its order; left out when changing one, they stay as they are. */
    memberIds: Type.Optional(
      Type.Array(
        Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.packageMemberInvalid }),
        { maxItems: PACKAGE_MEMBERS_MAX, errorMessage: ConsoleCourseMsg.packageMemberInvalid },
      ),
    ),
  }),
  data: Type.Object({ id: Type.Integer() }),
});

export const SaveConsoleChapter = endpoint({
  method: 'POST',
  path: '/console/courses/chapters/save',
  tag: TAG,
  summary: '新建章节（不带 id）或改名',
  roles: ROLES,
  body: Type.Object({
    courseId: Id,
    id: Type.Optional(Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.chapterMissing })),
    title: Type.String({
      maxLength: CHAPTER_TITLE_MAX,
      errorMessage: ConsoleCourseMsg.titleTooLong(CHAPTER_TITLE_MAX),
    }),
  }),
  data: Type.Object({ id: Type.Integer() }),
});

export const SaveConsoleLesson = endpoint({
  method: 'POST',
  path: '/console/courses/lessons/save',
  tag: TAG,
  summary: '新建视频课时（不带 id）或修改课时标题与试看',
  roles: ROLES,
  body: Type.Object({
    chapterId: Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.chapterMissing }),
    id: Type.Optional(Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.lessonMissing })),
    title: Type.String({
      maxLength: LESSON_TITLE_MAX,
      errorMessage: ConsoleCourseMsg.titleTooLong(LESSON_TITLE_MAX),
    }),
    isTrial: Type.Boolean(),
  }),
  data: Type.Object({ id: Type.Integer() }),
});

const Part = Type.Enum(['chapter', 'lesson'], { errorMessage: '对象不正确' });

export const RemoveConsoleCoursePart = endpoint({
  method: 'POST',
  path: '/console/courses/parts/remove',
  tag: TAG,
  summary: '删除章节（须已无课时）或课时（连同其视频）',
  roles: ROLES,
  body: Type.Object({
    part: Part,
    id: Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.lessonMissing }),
  }),
  data: Type.Null(),
});

export const MoveConsoleCoursePart = endpoint({
  method: 'POST',
  path: '/console/courses/parts/move',
  tag: TAG,
  summary: '章节或课时上移、下移一位',
  roles: ROLES,
  body: Type.Object({
    part: Part,
    id: Type.Integer({ minimum: 1, errorMessage: ConsoleCourseMsg.lessonMissing }),
    direction: Type.Enum(['up', 'down'], { errorMessage: '方向不正确' }),
  }),
  data: Type.Null(),
});
