import type {
  ConsoleCourseDetail,
  ConsoleCourseRow,
  ConsoleLesson,
} from '@shangan/shared/contracts/console/courses';
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
  ...changes,
});
