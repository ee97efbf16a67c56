import type {
  ConsoleCourseDetail,
  ConsoleCourseRow,
  ConsoleLesson,
} from '@shangan/shared/contracts/console/courses';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import type { CourseOptions } from '../api/console-courses';

/** Courses, lessons and teachers for the course tests. */
export const COURSE_ROW: ConsoleCourseRow = {
  id: 12,
  kind: 'system',
  subject: '行测',
  exam: '国考',
  title: '2027国考行测系统班',
  price: '1280.00',
  status: 'on_sale',
  lessons: 36,
  sales: 208,
  updatedAt: '2026-11-28T02:00:00.000Z',
};

export const FREE_ROW: ConsoleCourseRow = {
  ...COURSE_ROW,
  id: 13,
  kind: 'public',
  subject: '申论',
  exam: '省考',
  title: '申论热点公开课',
  price: '0.00',
  status: 'off',
  lessons: 2,
  sales: 0,
};

export const MICRO_ROW: ConsoleCourseRow = {
  ...COURSE_ROW,
  id: 14,
  kind: 'micro',
  subject: '申论',
  title: '申论大作文十讲',
  price: '99.00',
  lessons: 10,
  sales: 31,
};

/** A package (课程套餐): the picker never offers one as a package's course. */
export const PACKAGE_ROW: ConsoleCourseRow = {
  ...COURSE_ROW,
  id: 30,
  kind: 'package',
  title: '2027国考全程套餐',
  price: '1580.00',
  lessons: 0,
  sales: 12,
};

export const TEACHERS: CourseOptions = {
  teachers: [
    { id: 3, name: '王老师', title: '行测资深讲师' },
    { id: 4, name: '李老师', title: '申论讲师' },
  ],
};

export const lesson = (changes: Partial<ConsoleLesson> = {}): ConsoleLesson => ({
  id: 101,
  title: '逻辑填空的三种解题思路',
  kind: 'video',
  isTrial: false,
  durationSeconds: 0,
  video: { state: 'none', progress: 0, error: '', playable: false },
  ...changes,
});

export const courseDetail = (changes: Partial<ConsoleCourseDetail> = {}): ConsoleCourseDetail => ({
  id: 12,
  sales: 208,
  updatedAt: '2026-11-28T02:00:00.000Z',
  kind: 'system',
  subject: '行测',
  exam: '国考',
  title: '2027国考行测系统班',
  subtitle: '从零到上岸',
  coverUrl: '',
  price: '1280.00',
  originalPrice: '1980.00',
  validityDays: 365,
  trialSeconds: 0,
  intro: '系统讲解行测五大模块',
  teacherIds: [3],
  status: 'on_sale',
  chapters: [
    {
      id: 21,
      title: '言语理解',
      lessons: [
        lesson(),
        lesson({
          id: 102,
          title: '片段阅读',
          isTrial: true,
          durationSeconds: 754,
          video: { state: 'ready', progress: 100, error: '', playable: true },
        }),
      ],
    },
    { id: 22, title: '数量关系', lessons: [] },
  ],
  members: [],
  holders: 0,
  ...changes,
});

/** The package of COURSE_ROW and FREE_ROW (which is off sale), held by nobody yet. */
export const packageDetail = (changes: Partial<ConsoleCourseDetail> = {}): ConsoleCourseDetail =>
  courseDetail({
    id: 30,
    kind: 'package',
    title: PACKAGE_ROW.title,
    price: PACKAGE_ROW.price,
    sales: PACKAGE_ROW.sales,
    chapters: [],
    members: [COURSE_ROW, FREE_ROW].map(({ id, title, kind, status }) => ({
      id,
      title,
      kind,
      status,
    })),
    holders: 0,
    ...changes,
  });

/** When the scheduled class starts: 2035-03-01 19:30 in China. */
export const LIVE_STARTS_AT = '2035-03-01T11:30:00.000Z';

/** A live lesson's session as the live endpoint answers it: scheduled, taught by 李老师. */
export const liveLesson = (changes: Partial<ConsoleLiveLesson> = {}): ConsoleLiveLesson => ({
  lessonId: 103,
  chapterId: 22,
  sessionId: 9,
  title: '资料分析速算直播',
  isTrial: false,
  startsAt: LIVE_STARTS_AT,
  plannedMinutes: 120,
  state: 'scheduled',
  teacherId: 4,
  teacherName: '李老师',
  streamServer: 'rtmp://live.shangan.test/live',
  streamKey: 'sa-9f3c?key=k7Qx2mPz',
  ...changes,
});

/** The course with two live lessons in 数量关系: 103 scheduled, 104 on air. */
export const liveCourseDetail = (): ConsoleCourseDetail => {
  const course = courseDetail();
  return {
    ...course,
    chapters: [
      course.chapters[0]!,
      {
        id: 22,
        title: '数量关系',
        lessons: [
          lesson({ id: 103, title: '资料分析速算直播', kind: 'live' }),
          lesson({ id: 104, title: '数字推理直播答疑', kind: 'live', isTrial: true }),
        ],
      },
    ],
  };
};

export const LIVE_LESSONS: ConsoleLiveLesson[] = [
  liveLesson(),
  liveLesson({
    lessonId: 104,
    sessionId: 10,
    title: '数字推理直播答疑',
    isTrial: true,
    startsAt: '2026-11-28T12:00:00.000Z',
    plannedMinutes: 60,
    state: 'live',
    teacherId: 3,
    teacherName: '王老师',
    streamKey: 'sa-a81e?key=R2vN8cYw',
  }),
];
