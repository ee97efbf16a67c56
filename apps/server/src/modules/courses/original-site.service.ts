import type {
  MicroLessonCourse,
  MicroLessonCourseDetail,
  SkuCourse,
  SkuCourseInfo,
  WebCourseWareVO,
} from '@shangan/shared/contracts/courses/original-site';
import { fenToYuan } from '../../lib/money.ts';
import { signer, visibleCourse } from './catalogue.service.ts';
import type { CoursesContext } from './courses-context.ts';
import {
  documentTypes,
  findCourses,
  listCourses,
  packageMembers,
  teachersOf,
  type CourseRow,
} from './courses.repository.ts';
import { outlineOf, totalsFor } from './course-views.ts';
import { heldCourses } from './my-courses.service.ts';
import { loadHoldings, rightsFor, type Rights } from './rights.ts';

/**
 * The previous site's course calls with its own field names (contracts/courses/original-site.ts
 * says what each id is): the same rows and the same rights as the rest of the module, read
 * through another shape.
 */

interface Records<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** GET webTimeArrange/pageMicroLessonCourse: the learner's courses. */
export async function pageMicroLessonCourse(
  ctx: CoursesContext,
  userId: number,
  current = 1,
  size = 10,
): Promise<Records<MicroLessonCourse>> {
  const held = (await heldCourses(ctx, await loadHoldings(ctx.db, userId))).sort(
    (a, b) =>
      b.enrolment.enrolled_at.localeCompare(a.enrolment.enrolled_at) || b.course.id - a.course.id,
  );
  return {
    records: held.slice((current - 1) * size, current * size).map((h) => ({
      courseSkuId: h.course.id,
      courseSkuName: h.course.title,
      classRoomId: h.course.id,
      studentGoodsId: h.enrolment.id,
      coverUrl: h.course.cover_url,
      expireTime: h.enrolment.expires_at,
      isExpired: h.expired,
    })),
    total: held.length,
    current,
    size,
  };
}

const WARE_TYPE: Record<string, { type: number; fileType: string }> = {
  video: { type: 1, fileType: 'm3u8' },
  document: { type: 2, fileType: 'pdf' },
  live: { type: 3, fileType: 'live' },
  exercise: { type: 4, fileType: 'exercise' },
};

/** GET webTimeArrange/microLessonCourseDetail?courseSkuId: sections → periods → courseware. */
export async function microLessonCourseDetail(
  ctx: CoursesContext,
  userId: number | null,
  courseSkuId: number,
): Promise<MicroLessonCourseDetail> {
  const { course } = await visibleCourse(ctx, userId, courseSkuId);
  let courses: CourseRow[] = [course];
  if (course.kind === 'package') {
    const ids = (await packageMembers(ctx.db, [course.id])).get(course.id) ?? [];
    const rows = await findCourses(ctx.db, ids);
    courses = ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
  }
  const rights = await rightsFor(ctx.db, await loadHoldings(ctx.db, userId), courses);
  const chapters = await outlineOf(ctx.db, courses, rights, {
    userId,
    sign: signer(ctx),
    prefix: courses.length > 1,
  });
  const fileTypes = await documentTypes(
    ctx.db,
    chapters.flatMap((c) => c.lessons.filter((l) => l.kind === 'document').map((l) => l.id)),
  );
  return {
    courseSkuId: course.id,
    courseSkuName: course.title,
    coverUrl: course.cover_url,
    webCourseSectionVOS: chapters.map((chapter) => ({
      courseSectionId: chapter.id,
      courseSectionName: chapter.title,
      webCoursePeriodVOS: chapter.lessons.map((lesson) => {
        const ware: WebCourseWareVO = {
          coursewareId: lesson.id,
          coursewareName: lesson.title,
          coursewareUrl: lesson.documentUrl,
          ...WARE_TYPE[lesson.kind]!,
          ...(lesson.kind === 'document' && fileTypes.get(lesson.id)
            ? { fileType: fileTypes.get(lesson.id)! }
            : {}),
        };
        return {
          coursePeriodId: lesson.id,
          coursePeriodName: lesson.title,
          timeArrangeId: lesson.id,
          duration: lesson.durationSeconds,
          isAudition: lesson.isTrial,
          playbackAuthority: lesson.access === 'full',
          webCourseWareVO: ware,
        };
      }),
    })),
  };
}

async function skuCourses(
  ctx: CoursesContext,
  rows: CourseRow[],
  rights: Map<number, Rights>,
): Promise<SkuCourse[]> {
  const [teachers, { totals }] = await Promise.all([
    teachersOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    totalsFor(ctx.db, rows),
  ]);
  return rows.map((row) => {
    const r = rights.get(row.id)!;
    return {
      courseSkuId: row.id,
      courseSkuName: row.title,
      coverUrl: row.cover_url,
      courseType: row.kind,
      subject: row.subject,
      exam: row.exam,
      price: fenToYuan(row.price_fen),
      originalPrice: row.original_price_fen === null ? null : fenToYuan(row.original_price_fen),
      isFree: row.is_free === 1,
      isVipFree: row.is_vip_free === 1,
      isBuy: r.enrolled && (r.enrolment?.source === 'order' || r.enrolment?.source === 'grant'),
      playbackAuthority: r.entitled,
      teacherNames: (teachers.get(row.id) ?? []).map((t) => t.name).join('、'),
      lessonCount: totals.get(row.id)?.lessonCount ?? 0,
      sales: row.sales,
    };
  });
}

/** GET sku/course/page: the catalogue with the viewer's purchase flags. */
export async function pageSkuCourse(
  ctx: CoursesContext,
  userId: number | null,
  query: { current?: number; size?: number; subject?: string; keyword?: string },
): Promise<Records<SkuCourse>> {
  const current = query.current ?? 1;
  const size = query.size ?? 10;
  const { rows, total } = await listCourses(
    ctx.db,
    { subject: query.subject, keyword: query.keyword },
    'default',
    size,
    (current - 1) * size,
  );
  const rights = await rightsFor(ctx.db, await loadHoldings(ctx.db, userId), rows);
  return { records: await skuCourses(ctx, rows, rights), total, current, size };
}

/** GET sku/course/info?courseSkuId */
export async function skuCourseInfo(
  ctx: CoursesContext,
  userId: number | null,
  courseSkuId: number,
): Promise<SkuCourseInfo> {
  const { course, rights } = await visibleCourse(ctx, userId, courseSkuId);
  const [sku] = await skuCourses(ctx, [course], new Map([[course.id, rights]]));
  return {
    ...sku!,
    intro: course.intro,
    validityDays: course.validity_days,
    expireTime: rights.enrolment?.expires_at ?? null,
  };
}
