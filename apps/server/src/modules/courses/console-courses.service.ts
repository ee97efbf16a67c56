import {
  ApiCode,
  ConsoleCourseMsg,
  PACKAGE_MEMBERS_MIN,
  type LessonVideoState,
} from '@shangan/shared';
import type {
  ConsoleCourseDetail,
  ConsoleCourseRow,
  ConsoleLesson,
  CourseFields,
} from '@shangan/shared/contracts/console/courses';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { containsText } from '../../lib/like.ts';
import { PALETTES } from '../../lib/imagery-draw.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { recordAudit } from '../audit/public.ts';
import { addServiceGoods, updateServiceGoods } from '../commerce/public.ts';
import { removeOwnerVideos, videoIdsOfOwners } from '../course-video/public.ts';
import { lessonHasHomework } from '../homework/public.ts';
import { latestRunsOf, type JobRunRow } from '../jobs/public.ts';
import { storePicture } from '../news/public.ts';
import { KIND_TEXT } from './course-views.ts';
import {
  chaptersOf,
  findCourse,
  findLesson,
  lessonsOf,
  lockCourseRow,
  parseList,
} from './courses.repository.ts';
import {
  chapterOf,
  moveAmongSiblings,
  nextSortOrder,
  outlineLock,
  touchCourse,
} from './console-outline.repository.ts';
import { COURSE_COVER_HEIGHT, COURSE_COVER_WIDTH, drawCourseCover } from './seed/course-art.ts';

export interface ConsoleCoursesContext {
  db: Db;
  engine: Engine;
  /** Drops the cached public answers (course lists) on every instance, after a commit. */
  invalidate: () => Promise<void>;
}

type Trx = Transaction<Database>;

/** The target a lesson's video packaging runs name (modules/jobs). */
export const lessonTarget = (lessonId: number) => `lesson:${lessonId}`;

export async function listConsoleCourses(
  ctx: ConsoleCoursesContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    keyword?: string | undefined;
    status?: 'on_sale' | 'off' | undefined;
  },
): Promise<{ list: ConsoleCourseRow[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  let base = ctx.db.selectFrom('courses');
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(containsText('title', keyword));
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('courses')
      .select((eb) =>
        eb
          .selectFrom('course_lessons')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('course_lessons.course_id', '=', 'courses.id')
          .as('lessons'),
      )
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind as ConsoleCourseRow['kind'],
      subject: row.subject,
      exam: row.exam,
      title: row.title,
      price: fenToYuan(row.price_fen),
      status: row.status === 'off' ? 'off' : 'on_sale',
      lessons: Number(row.lessons ?? 0),
      sales: row.sales,
      updatedAt: row.updated_at,
    })),
    total: Number(count.n),
  };
}

export async function consoleCourseOptions(ctx: ConsoleCoursesContext) {
  const teachers = await ctx.db
    .selectFrom('teachers')
    .select(['id', 'name', 'title'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { teachers };
}

function videoStateOf(run: JobRunRow | undefined, playable: boolean): ConsoleLesson['video'] {
  const base = { progress: 0, error: '', playable };
  if (!run) return { ...base, state: playable ? 'ready' : 'none' };
  const state: LessonVideoState =
    run.state === 'waiting'
      ? 'waiting'
      : run.state === 'active' || run.state === 'retrying'
        ? 'processing'
        : run.state === 'failed'
          ? 'failed'
          : playable
            ? 'ready'
            : 'none';
  return {
    ...base,
    state,
    progress: run.state === 'done' ? 100 : run.progress,
    error: run.state === 'failed' || run.state === 'retrying' ? run.last_error : '',
  };
}

export async function consoleCourseDetail(
  ctx: ConsoleCoursesContext,
  id: number,
): Promise<ConsoleCourseDetail> {
  const course = await findCourse(ctx.db, id);
  if (!course) throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.courseMissing);
  const [chapters, lessons, teachers, members, holders] = await Promise.all([
    chaptersOf(ctx.db, [id]),
    lessonsOf(ctx.db, [id]),
    ctx.db
      .selectFrom('course_teachers')
      .select('teacher_id')
      .where('course_id', '=', id)
      .orderBy('sort_order')
      .execute(),
    course.kind === 'package' ? packageMemberRows(ctx.db, id) : [],
    course.kind === 'package' ? packageHolders(ctx.db, id) : 0,
  ]);
  const lessonIds = lessons.map((lesson) => lesson.id);
  const [videos, runs] = await Promise.all([
    videoIdsOfOwners(ctx.db, 'lesson', lessonIds),
    latestRunsOf(ctx.db, lessonIds.map(lessonTarget)),
  ]);
  return {
    id: course.id,
    sales: course.sales,
    updatedAt: course.updated_at,
    kind: course.kind as CourseFields['kind'],
    subject: course.subject as CourseFields['subject'],
    exam: course.exam as CourseFields['exam'],
    title: course.title,
    subtitle: course.subtitle,
    coverUrl: course.cover_url,
    price: fenToYuan(course.price_fen),
    originalPrice: course.original_price_fen === null ? '' : fenToYuan(course.original_price_fen),
    validityDays: course.validity_days,
    trialSeconds: course.trial_seconds,
    intro: course.intro,
    teacherIds: teachers.map((row) => row.teacher_id),
    status: course.status === 'off' ? 'off' : 'on_sale',
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: lessons
        .filter((lesson) => lesson.chapter_id === chapter.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          kind: lesson.kind as ConsoleLesson['kind'],
          isTrial: lesson.is_trial === 1,
          durationSeconds: lesson.duration_seconds,
          video: videoStateOf(runs.get(lessonTarget(lesson.id)), videos.has(lesson.id)),
        })),
    })),
    members: members.map((member) => ({
      id: member.id,
      title: member.title,
      kind: member.kind as CourseFields['kind'],
      status: member.status === 'off' ? 'off' : 'on_sale',
    })),
    holders,
  };
}

/** A package's courses in its order. */
function packageMemberRows(db: Db | Trx, packageId: number) {
  return db
    .selectFrom('course_package_items as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['c.id', 'c.title', 'c.kind', 'c.status'])
    .where('i.package_id', '=', packageId)
    .orderBy('i.sort_order')
    .orderBy('c.id')
    .execute();
}

/** Learners whose hold on a package runs now: each reaches its courses through it. */
async function packageHolders(db: Db | Trx, packageId: number): Promise<number> {
  const row = await db
    .selectFrom('course_enrolments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_id', '=', packageId)
    .where((eb) =>
      eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date().toISOString())]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes a package's courses in the order given. Learners holding the package reach its courses
 * through it, so while anyone does, courses may be added but none taken out.
 */
async function writePackageMembers(
  trx: Trx,
  packageId: number,
  memberIds: number[] | undefined,
  isNew: boolean,
): Promise<number[] | undefined> {
  if (memberIds === undefined && !isNew) return undefined;
  const ids = [...new Set(memberIds ?? [])];
  if (ids.length < PACKAGE_MEMBERS_MIN) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.packageMembersTooFew);
  }
  const found = await trx
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', ids)
    .where('kind', '!=', 'package')
    .execute();
  if (found.length !== ids.length) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.packageMemberInvalid);
  }
  // A payment for the package finishes first, and its holder is counted.
  await lockCourseRow(trx, packageId);
  const before = (await packageMemberRows(trx, packageId)).map((row) => row.id);
  if (before.some((id) => !ids.includes(id))) {
    const holders = await packageHolders(trx, packageId);
    if (holders > 0) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.packageMemberHeld(holders));
    }
  }
  await trx.deleteFrom('course_package_items').where('package_id', '=', packageId).execute();
  await trx
    .insertInto('course_package_items')
    .values(ids.map((id, order) => ({ package_id: packageId, course_id: id, sort_order: order })))
    .execute();
  return ids;
}

function requiredTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.titleRequired);
  return trimmed;
}

/** The course's columns from the form, checked; money in fen. */
async function courseColumns(trx: Trx, fields: CourseFields) {
  const title = requiredTitle(fields.title);
  const price = yuanToFen(fields.price);
  const originalPrice = fields.originalPrice ? yuanToFen(fields.originalPrice) : null;
  if (originalPrice !== null && originalPrice <= price) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.originalPriceInvalid);
  }
  const cover = fields.coverUrl.trim();
  if (cover && !/^(https:\/\/|\/)/.test(cover)) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.coverInvalid);
  }
  const teacherIds = [...new Set(fields.teacherIds)];
  if (teacherIds.length > 0) {
    const found = await trx
      .selectFrom('teachers')
      .select('id')
      .where('id', 'in', teacherIds)
      .execute();
    if (found.length !== teacherIds.length) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.teacherMissing);
    }
  }
  return {
    teacherIds,
    cover,
    columns: {
      kind: fields.kind,
      subject: fields.subject,
      exam: fields.exam,
      title,
      subtitle: fields.subtitle.trim(),
      price_fen: price,
      original_price_fen: originalPrice,
      is_free: price === 0 ? 1 : 0,
      validity_days: fields.validityDays,
      trial_seconds: fields.trialSeconds,
      intro: fields.intro.trim(),
      status: fields.status,
    },
  };
}

/** A drawn cover for a course saved without one, as the demo courses have. */
async function drawnCover(trx: Trx, fields: CourseFields, teacherIds: number[], now: string) {
  const teachers = teacherIds.length
    ? await trx
        .selectFrom('teachers')
        .select(['id', 'name'])
        .where('id', 'in', teacherIds)
        .execute()
    : [];
  const names = teacherIds
    .map((id) => teachers.find((t) => t.id === id)?.name ?? '')
    .filter(Boolean);
  const svg = drawCourseCover({
    title: requiredTitle(fields.title),
    badge: fields.kind === 'package' ? '套餐' : KIND_TEXT[fields.kind],
    caption: `${fields.exam} · ${fields.subject} · ${KIND_TEXT[fields.kind]}`,
    teacher: names.join(' · ') || '上岸网校',
    palette: PALETTES[Math.floor(Math.random() * PALETTES.length)]!,
  });
  return storePicture(trx, now)(`course-cover-${Date.now()}.svg`, svg);
}

/**
 * Creates a course or a package (no id) or changes one, with its teachers, its cover, a
 * package's courses and the shop goods a paid course is sold as, in one transaction with its
 * audit row. A course never becomes a package nor a package a course: learners hold each as
 * what it was sold as.
 */
export async function saveConsoleCourse(
  ctx: ConsoleCoursesContext,
  actorId: number,
  input: CourseFields & { id?: number | undefined; memberIds?: number[] | undefined },
): Promise<{ id: number }> {
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const before = input.id === undefined ? undefined : await findCourse(trx, input.id);
    if (input.id !== undefined && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.courseMissing);
    }
    const isPackage = input.kind === 'package';
    if (before && (before.kind === 'package') !== isPackage) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.packageKindLocked);
    }
    const { columns, teacherIds, cover } = await courseColumns(trx, input);
    const coverUrl = cover || (await drawnCover(trx, input, teacherIds, now));
    const coverColumns = {
      cover_url: coverUrl,
      cover_width: cover ? before?.cover_width || COURSE_COVER_WIDTH : COURSE_COVER_WIDTH,
      cover_height: cover ? before?.cover_height || COURSE_COVER_HEIGHT : COURSE_COVER_HEIGHT,
    };

    let id: number;
    if (!before) {
      const row = await trx
        .insertInto('courses')
        .values({
          ...columns,
          ...coverColumns,
          sort_order: 0,
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      id = before.id;
      await trx
        .updateTable('courses')
        .set({ ...columns, ...coverColumns, updated_at: now })
        .where('id', '=', id)
        .execute();
    }

    // The goods are the price the shop charges: kept in step with the course's.
    const goods = {
      title: columns.title,
      subtitle: columns.subtitle,
      price: columns.price_fen,
      ...(columns.original_price_fen === null ? {} : { originalPrice: columns.original_price_fen }),
      cover: { url: coverUrl, width: coverColumns.cover_width, height: coverColumns.cover_height },
    };
    if (before?.goods_id) {
      await updateServiceGoods(trx, before.goods_id, goods, now);
    } else if (columns.price_fen > 0) {
      const goodsId = await addServiceGoods(
        trx,
        {
          ...goods,
          kind: isPackage ? 'course_package' : 'course',
          sku: `${isPackage ? 'PACKAGE' : 'COURSE'}-${id}`,
          refId: id,
        },
        now,
      );
      await trx.updateTable('courses').set({ goods_id: goodsId }).where('id', '=', id).execute();
    }

    await trx.deleteFrom('course_teachers').where('course_id', '=', id).execute();
    for (const [order, teacherId] of teacherIds.entries()) {
      await trx
        .insertInto('course_teachers')
        .values({ course_id: id, teacher_id: teacherId, sort_order: order })
        .execute();
    }

    const membersBefore = isPackage
      ? (await packageMemberRows(trx, id)).map((row) => row.id)
      : undefined;
    const memberIds = isPackage
      ? await writePackageMembers(trx, id, input.memberIds, !before)
      : undefined;

    await recordAudit(trx, {
      actorId,
      action: before ? 'course.update' : 'course.create',
      entity: 'courses',
      entityId: id,
      before: before
        ? { ...auditView(before), ...(memberIds ? { memberIds: membersBefore } : {}) }
        : null,
      after: {
        ...auditView((await findCourse(trx, id))!),
        teacherIds,
        ...(memberIds ? { memberIds } : {}),
      },
    });
    return { id };
  });
  await ctx.invalidate();
  return saved;
}

function auditView(row: NonNullable<Awaited<ReturnType<typeof findCourse>>>) {
  return {
    kind: row.kind,
    subject: row.subject,
    exam: row.exam,
    title: row.title,
    subtitle: row.subtitle,
    price: fenToYuan(row.price_fen),
    originalPrice: row.original_price_fen === null ? null : fenToYuan(row.original_price_fen),
    validityDays: row.validity_days,
    trialSeconds: row.trial_seconds,
    status: row.status,
    coverUrl: row.cover_url,
    tags: parseList(row.tags),
  };
}

export async function saveConsoleChapter(
  ctx: ConsoleCoursesContext,
  actorId: number,
  input: { courseId: number; id?: number | undefined; title: string },
): Promise<{ id: number }> {
  const title = requiredTitle(input.title);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, outlineLock(input.courseId));
    const course = await findCourse(trx, input.courseId);
    if (!course) throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.courseMissing);
    if (course.kind === 'package') {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.packageHasNoOutline);
    }
    const now = new Date().toISOString();
    let id: number;
    let before: string | null = null;
    if (input.id === undefined) {
      const row = await trx
        .insertInto('course_chapters')
        .values({
          course_id: course.id,
          title,
          sort_order: await nextSortOrder(trx, 'chapter', course.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      const chapter = await chapterOf(trx, input.id);
      if (chapter.course_id !== course.id) {
        throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.chapterMissing);
      }
      before = chapter.title;
      id = chapter.id;
      await trx.updateTable('course_chapters').set({ title }).where('id', '=', id).execute();
    }
    await touchCourse(trx, course.id, now);
    await recordAudit(trx, {
      actorId,
      action: input.id === undefined ? 'course.chapter.create' : 'course.chapter.update',
      entity: 'course_chapters',
      entityId: id,
      before: before === null ? null : { courseId: course.id, title: before },
      after: { courseId: course.id, title },
    });
    return { id };
  });
  await ctx.invalidate();
  return saved;
}

export async function saveConsoleLesson(
  ctx: ConsoleCoursesContext,
  actorId: number,
  input: { chapterId: number; id?: number | undefined; title: string; isTrial: boolean },
): Promise<{ id: number }> {
  const title = requiredTitle(input.title);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const chapter = await chapterOf(trx, input.chapterId);
    await lockKey(trx, ctx.engine, outlineLock(chapter.course_id));
    const now = new Date().toISOString();
    let id: number;
    let before: { title: string; isTrial: boolean } | null = null;
    if (input.id === undefined) {
      const row = await trx
        .insertInto('course_lessons')
        .values({
          course_id: chapter.course_id,
          chapter_id: chapter.id,
          title,
          kind: 'video',
          is_trial: input.isTrial ? 1 : 0,
          sort_order: await nextSortOrder(trx, 'lesson', chapter.id),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      const lesson = await findLesson(trx, input.id);
      if (!lesson || lesson.chapter_id !== chapter.id) {
        throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.lessonMissing);
      }
      before = { title: lesson.title, isTrial: lesson.is_trial === 1 };
      id = lesson.id;
      await trx
        .updateTable('course_lessons')
        .set({ title, is_trial: input.isTrial ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    }
    await touchCourse(trx, chapter.course_id, now);
    await recordAudit(trx, {
      actorId,
      action: input.id === undefined ? 'course.lesson.create' : 'course.lesson.update',
      entity: 'course_lessons',
      entityId: id,
      before,
      after: { chapterId: chapter.id, title, isTrial: input.isTrial },
    });
    return { id };
  });
  await ctx.invalidate();
  return saved;
}

/** Deletes an empty chapter, or a lesson with its video (its streams and progress go too). */
export async function removeConsoleCoursePart(
  ctx: ConsoleCoursesContext,
  actorId: number,
  input: { part: 'chapter' | 'lesson'; id: number },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (input.part === 'chapter') {
      const chapter = await chapterOf(trx, input.id);
      await lockKey(trx, ctx.engine, outlineLock(chapter.course_id));
      const lessons = await trx
        .selectFrom('course_lessons')
        .select('id')
        .where('chapter_id', '=', chapter.id)
        .limit(1)
        .execute();
      if (lessons.length > 0)
        throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.chapterNotEmpty);
      await trx.deleteFrom('course_chapters').where('id', '=', chapter.id).execute();
      await touchCourse(trx, chapter.course_id, now);
      await recordAudit(trx, {
        actorId,
        action: 'course.chapter.remove',
        entity: 'course_chapters',
        entityId: chapter.id,
        before: { courseId: chapter.course_id, title: chapter.title },
        after: null,
      });
      return;
    }
    const lesson = await findLesson(trx, input.id);
    if (!lesson) throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.lessonMissing);
    // Deleting a lesson takes what hangs on it (a live class, homework and the learners'
    // answers to it): only the video lessons made here, without homework, go.
    if (lesson.kind !== 'video' || (await lessonHasHomework(trx, lesson.id))) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.lessonKept);
    }
    await lockKey(trx, ctx.engine, outlineLock(lesson.course_id));
    await removeOwnerVideos(trx, 'lesson', [lesson.id]);
    await trx.deleteFrom('course_lessons').where('id', '=', lesson.id).execute();
    await touchCourse(trx, lesson.course_id, now);
    await recordAudit(trx, {
      actorId,
      action: 'course.lesson.remove',
      entity: 'course_lessons',
      entityId: lesson.id,
      before: {
        courseId: lesson.course_id,
        chapterId: lesson.chapter_id,
        title: lesson.title,
        kind: lesson.kind,
      },
      after: null,
    });
  });
  await ctx.invalidate();
}

export async function moveConsoleCoursePart(
  ctx: ConsoleCoursesContext,
  actorId: number,
  input: { part: 'chapter' | 'lesson'; id: number; direction: 'up' | 'down' },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    let courseId: number;
    let parentId: number;
    if (input.part === 'chapter') {
      const chapter = await chapterOf(trx, input.id);
      courseId = chapter.course_id;
      parentId = chapter.course_id;
    } else {
      const lesson = await findLesson(trx, input.id);
      if (!lesson) throw new ApiError(ApiCode.NOT_FOUND, ConsoleCourseMsg.lessonMissing);
      courseId = lesson.course_id;
      parentId = lesson.chapter_id;
    }
    await lockKey(trx, ctx.engine, outlineLock(courseId));
    if (!(await moveAmongSiblings(trx, input.part, parentId, input.id, input.direction))) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCourseMsg.edgeReached);
    }
    await touchCourse(trx, courseId, new Date().toISOString());
    await recordAudit(trx, {
      actorId,
      action: `course.${input.part}.move`,
      entity: input.part === 'chapter' ? 'course_chapters' : 'course_lessons',
      entityId: input.id,
      before: null,
      after: { direction: input.direction },
    });
  });
  await ctx.invalidate();
}
