import type { LessonVideoState } from '@shangan/shared';
import type {
  ConsoleCourseDetail,
  ConsoleCourseRow,
} from '@shangan/shared/contracts/console/courses';
import type {
  CourseExam,
  CourseKind,
  CourseSubject,
  LessonKind,
} from '@shangan/shared/contracts/courses/catalogue';
import { yuan } from '../../../../lib/format';

export type CourseStatus = ConsoleCourseRow['status'];

/** The catalogue's names for the kinds (the site's course pages use the same words). */
export const KIND_TEXT: Record<CourseKind, string> = {
  system: '系统课',
  micro: '微课',
  public: '公开课',
  package: '课程套餐',
};

/** Every kind, in the order the kind select offers them. */
export const COURSE_KINDS = Object.keys(KIND_TEXT) as CourseKind[];

/** One course of a package, as the package's editor lists it. */
export type PackageMember = ConsoleCourseDetail['members'][number];

// Records keyed by the contract's types, so a subject or exam added there fails the typecheck
// here until it is offered too (the web takes contracts as types only, never their values).
const SUBJECT_SET: Record<CourseSubject, true> = {
  行测: true,
  申论: true,
  面试: true,
  公基: true,
  选调: true,
};
const EXAM_SET: Record<CourseExam, true> = { 国考: true, 省考: true, 选调生: true, 事业单位: true };
export const SUBJECTS = Object.keys(SUBJECT_SET) as CourseSubject[];
export const EXAMS = Object.keys(EXAM_SET) as CourseExam[];

export const STATUS_TEXT: Record<CourseStatus, string> = { on_sale: '上架', off: '下架' };
export const STATUSES: readonly CourseStatus[] = ['on_sale', 'off'];

export const LESSON_KIND_TEXT: Record<LessonKind, string> = {
  video: '视频',
  document: '讲义',
  live: '直播',
  exercise: '练习',
};

export const VIDEO_STATE_TEXT: Record<LessonVideoState, string> = {
  none: '未上传',
  waiting: '排队中',
  processing: '转码中',
  ready: '已就绪',
  failed: '失败',
};

/** ￥39.00, or 免费 for a course that costs nothing. */
export function priceText(price: string): string {
  return Number(price) === 0 ? '免费' : yuan(price);
}
