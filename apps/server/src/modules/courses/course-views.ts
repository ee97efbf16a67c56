import type {
  Chapter,
  CourseCard,
  CourseKind,
  CourseExam,
  CourseSubject,
  Lesson,
  LessonKind,
  LessonProgress,
  Review,
  Teacher,
  TeacherBrief,
} from '@shangan/shared/contracts/courses/catalogue';
import type { Db } from '../../db/database.ts';
import { fenToYuan } from '../../lib/money.ts';
import { watchProgress } from '../course-video/public.ts';
import {
  chaptersOf,
  lessonsOf,
  lessonTotals,
  packageMembers,
  parseList,
  ratingsOf,
  teachersOf,
  type CourseRow,
  type LessonRow,
  type LessonTotals,
  type ReviewListRow,
  type TeacherRow,
} from './courses.repository.ts';
import type { DocumentSigner } from './document-url.ts';
import { lessonAccess, type Rights } from './rights.ts';

export const KIND_TEXT: Record<CourseKind, string> = {
  system: '系统课',
  micro: '微课',
  public: '公开课',
  package: '课程套餐',
};

export const LESSON_KIND_TEXT: Record<LessonKind, string> = {
  video: '视频',
  document: '讲义',
  live: '直播',
  exercise: '练习',
};

export function priceText(course: Pick<CourseRow, 'is_free' | 'is_vip_free' | 'price_fen'>) {
  if (course.is_free === 1) return '免费';
  if (course.is_vip_free === 1) return 'VIP免费';
  return `¥${fenToYuan(course.price_fen)}`;
}

export function teacherBrief(row: TeacherRow): TeacherBrief {
  return {
    id: row.id,
    name: row.name,
    avatar: { url: row.avatar_url, width: row.avatar_width, height: row.avatar_height },
  };
}

export function teacherView(row: TeacherRow): Teacher {
  return { ...teacherBrief(row), title: row.title, intro: row.intro, years: row.years };
}

const EMPTY_TOTALS: LessonTotals = { lessonCount: 0, videoCount: 0, videoSeconds: 0 };

/**
 * Lesson totals per course, a package's being those of its member courses together. Answers
 * the members too, so callers can expand a package.
 */
export async function totalsFor(
  db: Db,
  rows: Pick<CourseRow, 'id' | 'kind'>[],
): Promise<{ totals: Map<number, LessonTotals>; members: Map<number, number[]> }> {
  const members = await packageMembers(
    db,
    rows.filter((r) => r.kind === 'package').map((r) => r.id),
  );
  const ids = [...new Set([...rows.map((r) => r.id), ...[...members.values()].flat()])];
  const own = await lessonTotals(db, ids);
  const totals = new Map<number, LessonTotals>();
  for (const row of rows) {
    const parts = row.kind === 'package' ? (members.get(row.id) ?? []) : [row.id];
    const sum = { ...EMPTY_TOTALS };
    for (const id of parts) {
      const t = own.get(id) ?? EMPTY_TOTALS;
      sum.lessonCount += t.lessonCount;
      sum.videoCount += t.videoCount;
      sum.videoSeconds += t.videoSeconds;
    }
    totals.set(row.id, sum);
  }
  return { totals, members };
}

/** The catalogue cards of courses, in the order given. */
export async function courseCards(db: Db, rows: CourseRow[]): Promise<CourseCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [teachers, ratings, { totals }] = await Promise.all([
    teachersOf(db, ids),
    ratingsOf(db, ids),
    totalsFor(db, rows),
  ]);
  return rows.map((row) => {
    const t = totals.get(row.id) ?? EMPTY_TOTALS;
    return {
      id: row.id,
      kind: row.kind as CourseKind,
      kindText: KIND_TEXT[row.kind as CourseKind],
      title: row.title,
      subtitle: row.subtitle,
      cover: { url: row.cover_url, width: row.cover_width, height: row.cover_height },
      subject: row.subject as CourseSubject,
      exam: row.exam as CourseExam,
      teachers: (teachers.get(row.id) ?? []).map(teacherBrief),
      lessonCount: t.lessonCount,
      totalMinutes: Math.ceil(t.videoSeconds / 60),
      price: fenToYuan(row.price_fen),
      originalPrice: row.original_price_fen === null ? null : fenToYuan(row.original_price_fen),
      isFree: row.is_free === 1,
      isVipFree: row.is_vip_free === 1,
      priceText: priceText(row),
      sales: row.sales,
      tags: parseList(row.tags),
      validityDays: row.validity_days,
      rating: ratings.get(row.id)?.average ?? null,
      publishedAt: row.published_at,
    };
  });
}

export type ProgressMap = Awaited<ReturnType<typeof watchProgress>>;

/** The viewer's progress on video lessons; none for a visitor. */
export async function progressOf(
  db: Db,
  userId: number | null,
  lessons: Pick<LessonRow, 'id' | 'kind'>[],
): Promise<ProgressMap> {
  const ids = lessons.filter((l) => l.kind === 'video').map((l) => l.id);
  if (userId === null || ids.length === 0) return new Map();
  return watchProgress(db, userId, 'lesson', ids);
}

export function progressView(
  lesson: Pick<LessonRow, 'duration_seconds'>,
  progress: ProgressMap extends Map<number, infer P> ? P | undefined : never,
): LessonProgress | null {
  if (!progress) return null;
  const duration = progress.durationSeconds || lesson.duration_seconds;
  let percent = 0;
  if (progress.completed) percent = 100;
  else if (duration > 0)
    percent = Math.min(99, Math.floor((progress.watchedSeconds / duration) * 100));
  return {
    positionSeconds: Math.floor(progress.positionSeconds),
    watchedSeconds: Math.floor(progress.watchedSeconds),
    percent,
    completed: progress.completed,
    updatedAt: progress.updatedAt,
  };
}

export function lessonView(
  lesson: LessonRow,
  course: CourseRow,
  rights: Rights,
  progress: ProgressMap,
  sign: DocumentSigner,
): Lesson {
  const access = lessonAccess(rights, course, lesson);
  const kind = lesson.kind as LessonKind;
  return {
    id: lesson.id,
    title: lesson.title,
    kind,
    kindText: LESSON_KIND_TEXT[kind],
    durationSeconds: lesson.kind === 'video' ? lesson.duration_seconds : 0,
    isTrial: lesson.is_trial === 1,
    access: access.level,
    trialSeconds: access.level === 'trial' ? access.trialSeconds : 0,
    lockedReason: access.level === 'none' ? access.reason : '',
    documentUrl: lesson.kind === 'document' && access.level === 'full' ? sign(lesson.id) : '',
    questionSectionId: lesson.kind === 'exercise' ? lesson.question_section_id : null,
    liveAt: lesson.kind === 'live' ? lesson.live_at : null,
    progress: progressView(lesson, progress.get(lesson.id)),
  };
}

/**
 * The outline of courses (chapters in order, each with its lessons) with what the viewer may
 * do with each lesson. Several courses (a package's members) come one after another, their
 * chapter titles prefixed with the course's when `prefix` says so.
 */
export async function outlineOf(
  db: Db,
  courses: CourseRow[],
  rightsById: Map<number, Rights>,
  viewer: { userId: number | null; sign: DocumentSigner; prefix?: boolean },
): Promise<Chapter[]> {
  const { userId, sign, prefix = false } = viewer;
  const ids = courses.map((c) => c.id);
  const [chapters, lessons] = await Promise.all([chaptersOf(db, ids), lessonsOf(db, ids)]);
  const progress = await progressOf(db, userId, lessons);
  const byChapter = new Map<number, LessonRow[]>();
  for (const lesson of lessons) {
    byChapter.set(lesson.chapter_id, [...(byChapter.get(lesson.chapter_id) ?? []), lesson]);
  }
  const out: Chapter[] = [];
  for (const course of courses) {
    const rights = rightsById.get(course.id)!;
    for (const chapter of chapters.filter((c) => c.course_id === course.id)) {
      out.push({
        id: chapter.id,
        title: prefix ? `${course.title} · ${chapter.title}` : chapter.title,
        lessons: (byChapter.get(chapter.id) ?? []).map((lesson) =>
          lessonView(lesson, course, rights, progress, sign),
        ),
      });
    }
  }
  return out;
}

/** 138****0001 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '学员';
}

export function reviewView(row: ReviewListRow, viewerId: number | null): Review {
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    userName: row.nick_name.trim() || maskPhone(row.phone ?? ''),
    userAvatar: row.head_portrait,
    createdAt: row.created_at,
    mine: viewerId !== null && row.user_id === viewerId,
  };
}
