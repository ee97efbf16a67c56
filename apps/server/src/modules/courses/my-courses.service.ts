import { ApiCode } from '@shangan/shared';
import type { Chapter } from '@shangan/shared/contracts/courses/catalogue';
import type {
  MyCourse,
  StudyStats,
  StudySummary,
} from '@shangan/shared/contracts/courses/my-courses';
import { ApiError } from '../../lib/api-error.ts';
import { signer } from './catalogue.service.ts';
import type { CoursesContext } from './courses-context.ts';
import {
  findCourses,
  lessonsOf,
  packageMembers,
  type CourseRow,
  type EnrolmentRow,
  type LessonRow,
} from './courses.repository.ts';
import { courseCards, outlineOf, progressOf, type ProgressMap } from './course-views.ts';
import { isLive, loadHoldings, rightsFor, type Holdings } from './rights.ts';

const SOURCE_TEXT: Record<string, string> = {
  order: '已购买',
  free: '免费报名',
  vip: 'VIP免费',
  grant: '赠送',
};

/** One course the person holds: on its own, or as a member of a package they hold. */
export interface Held {
  course: CourseRow;
  enrolment: EnrolmentRow;
  viaPackage: CourseRow | null;
  expired: boolean;
}

/**
 * Every course the person holds, a package expanded into its member courses. A course held
 * several ways (its own and a package's) appears once, by the way that is live (its own first).
 */
export async function heldCourses(ctx: CoursesContext, holdings: Holdings): Promise<Held[]> {
  const enrolments = [...holdings.enrolments.values()];
  const courses = await findCourses(
    ctx.db,
    enrolments.map((e) => e.course_id),
  );
  const packages = enrolments
    .map((e) => courses.get(e.course_id))
    .filter((c): c is CourseRow => c?.kind === 'package');
  const members = await packageMembers(
    ctx.db,
    packages.map((p) => p.id),
  );
  const memberRows = await findCourses(ctx.db, [...members.values()].flat());
  const byCourse = new Map<number, Held>();
  const offer = (held: Held) => {
    const taken = byCourse.get(held.course.id);
    if (!taken || (taken.expired && !held.expired)) byCourse.set(held.course.id, held);
  };
  for (const enrolment of enrolments) {
    const course = courses.get(enrolment.course_id);
    if (!course) continue;
    const expired = !isLive(enrolment, holdings);
    if (course.kind !== 'package') {
      offer({ course, enrolment, viaPackage: null, expired });
      continue;
    }
    for (const id of members.get(course.id) ?? []) {
      const member = memberRows.get(id);
      if (member) offer({ course: member, enrolment, viaPackage: course, expired });
    }
  }
  return [...byCourse.values()];
}

function statsOf(lessons: LessonRow[], progress: ProgressMap): StudyStats {
  const videos = lessons.filter((l) => l.kind === 'video');
  let done = 0;
  let watched = 0;
  let last: { lesson: LessonRow; at: string; position: number } | null = null;
  for (const lesson of videos) {
    const p = progress.get(lesson.id);
    if (!p) continue;
    if (p.completed) done += 1;
    watched += p.watchedSeconds;
    if (!last || p.updatedAt > last.at)
      last = { lesson, at: p.updatedAt, position: p.positionSeconds };
  }
  const seconds = videos.reduce((sum, l) => sum + l.duration_seconds, 0);
  return {
    lessonCount: lessons.length,
    videoLessonCount: videos.length,
    lessonsDone: done,
    minutesWatched: Math.floor(watched / 60),
    totalMinutes: Math.ceil(seconds / 60),
    percent: videos.length === 0 ? 0 : Math.floor((done / videos.length) * 100),
    lastStudiedAt: last?.at ?? null,
    lastLesson: last
      ? { id: last.lesson.id, title: last.lesson.title, positionSeconds: Math.floor(last.position) }
      : null,
  };
}

/** My-course entries with their statistics, most recently studied first. */
async function myCourseViews(
  ctx: CoursesContext,
  userId: number,
  held: Held[],
): Promise<MyCourse[]> {
  const lessons = await lessonsOf(
    ctx.db,
    held.map((h) => h.course.id),
  );
  const [cards, progress] = await Promise.all([
    courseCards(
      ctx.db,
      held.map((h) => h.course),
    ),
    progressOf(ctx.db, userId, lessons),
  ]);
  const views = held.map((h, index): MyCourse => {
    const source = h.enrolment.source;
    return {
      course: cards[index]!,
      source: source as MyCourse['source'],
      sourceText: h.viaPackage ? `套餐内（${SOURCE_TEXT[source]}）` : SOURCE_TEXT[source]!,
      viaPackage: h.viaPackage ? { id: h.viaPackage.id, title: h.viaPackage.title } : null,
      enrolledAt: h.enrolment.enrolled_at,
      expiresAt: h.enrolment.expires_at,
      expired: h.expired,
      stats: statsOf(
        lessons.filter((l) => l.course_id === h.course.id),
        progress,
      ),
    };
  });
  return views.sort(
    (a, b) =>
      (b.stats.lastStudiedAt ?? '').localeCompare(a.stats.lastStudiedAt ?? '') ||
      b.enrolledAt.localeCompare(a.enrolledAt) ||
      b.course.id - a.course.id,
  );
}

/** GET /pc/myCourses */
export async function myCourses(
  ctx: CoursesContext,
  userId: number,
  query: { status?: 'all' | 'learning' | 'expired'; page?: number; pageSize?: number },
): Promise<{ list: MyCourse[]; total: number; summary: StudySummary }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const holdings = await loadHoldings(ctx.db, userId);
  const all = await myCourseViews(ctx, userId, await heldCourses(ctx, holdings));
  const status = query.status ?? 'all';
  const wanted = all.filter((c) =>
    status === 'all' ? true : status === 'expired' ? c.expired : !c.expired,
  );
  const lastStudied = all.map((c) => c.stats.lastStudiedAt).filter((at): at is string => !!at);
  return {
    list: wanted.slice((page - 1) * pageSize, page * pageSize),
    total: wanted.length,
    summary: {
      courseCount: all.length,
      lessonsDone: all.reduce((sum, c) => sum + c.stats.lessonsDone, 0),
      minutesWatched: all.reduce((sum, c) => sum + c.stats.minutesWatched, 0),
      lastStudiedAt: lastStudied.sort().at(-1) ?? null,
    },
  };
}

/** GET /pc/myCourses/:id: a course the person holds (a package: its members one after another). */
export async function myCourseDetail(
  ctx: CoursesContext,
  userId: number,
  courseId: number,
): Promise<MyCourse & { chapters: Chapter[] }> {
  const holdings = await loadHoldings(ctx.db, userId);
  const held = await heldCourses(ctx, holdings);
  const own = holdings.enrolments.get(courseId);
  const ownCourse = own ? (await findCourses(ctx.db, [courseId])).get(courseId) : undefined;
  let entries: Held[];
  if (own && ownCourse?.kind === 'package') {
    // A package the person holds: its members one after another, shown as the package.
    const ids = (await packageMembers(ctx.db, [courseId])).get(courseId) ?? [];
    const rows = await findCourses(ctx.db, ids);
    const expired = !isLive(own, holdings);
    entries = ids.flatMap((id) => {
      const course = rows.get(id);
      return course ? [{ course, enrolment: own, viaPackage: ownCourse, expired }] : [];
    });
  } else {
    entries = held.filter((h) => h.course.id === courseId);
  }
  if (entries.length === 0) {
    throw new ApiError(ApiCode.NOT_FOUND, '未找到该课程，请先购买或报名');
  }
  const courses = entries.map((e) => e.course);
  const rights = await rightsFor(ctx.db, holdings, courses);
  const chapters = await outlineOf(ctx.db, courses, rights, {
    userId,
    sign: signer(ctx),
    prefix: courses.length > 1,
  });
  if (ownCourse?.kind !== 'package') {
    const [view] = await myCourseViews(ctx, userId, entries);
    return { ...view!, chapters };
  }
  // The package as one entry: its own card, the members' statistics added up.
  const packageRow = ownCourse;
  const views = await myCourseViews(ctx, userId, entries);
  const [card] = await courseCards(ctx.db, [packageRow]);
  const stats = views.map((v) => v.stats);
  const last = stats
    .filter((s) => s.lastStudiedAt)
    .sort((a, b) => b.lastStudiedAt!.localeCompare(a.lastStudiedAt!))[0];
  const sum = (pick: (s: StudyStats) => number) => stats.reduce((n, s) => n + pick(s), 0);
  const videoLessonCount = sum((s) => s.videoLessonCount);
  const lessonsDone = sum((s) => s.lessonsDone);
  return {
    course: card!,
    source: own!.source as MyCourse['source'],
    sourceText: SOURCE_TEXT[own!.source]!,
    viaPackage: null,
    enrolledAt: own!.enrolled_at,
    expiresAt: own!.expires_at,
    expired: !isLive(own!, holdings),
    stats: {
      lessonCount: sum((s) => s.lessonCount),
      videoLessonCount,
      lessonsDone,
      minutesWatched: sum((s) => s.minutesWatched),
      totalMinutes: sum((s) => s.totalMinutes),
      percent: videoLessonCount === 0 ? 0 : Math.floor((lessonsDone / videoLessonCount) * 100),
      lastStudiedAt: last?.lastStudiedAt ?? null,
      lastLesson: last?.lastLesson ?? null,
    },
    chapters,
  };
}
