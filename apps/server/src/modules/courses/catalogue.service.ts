import { ApiCode } from '@shangan/shared';
import type {
  Chapter,
  CourseCard,
  CourseCustomerService,
  CourseDetail,
  CourseFilters,
  CourseListQuery,
  CourseViewer,
  PublicClass,
  Review,
  ReviewSummary,
} from '@shangan/shared/contracts/courses/catalogue';
import { ApiError } from '../../lib/api-error.ts';
import { findActiveAdviser, findCurrentAdviser } from '../vip/public.ts';
import type { CoursesContext } from './courses-context.ts';
import { documentSigner } from './document-url.ts';
import {
  countBy,
  countPriceKinds,
  findCourse,
  findCourses,
  findReviewBy,
  listCourses,
  listReviews,
  liveTimes,
  packageMembers,
  packagesContaining,
  parseList,
  ratingsOf,
  starCounts,
  teachersOf,
  type CourseFilter,
  type CourseOrder,
  type CourseRow,
} from './courses.repository.ts';
import { courseCards, KIND_TEXT, outlineOf, reviewView, teacherView } from './course-views.ts';
import { loadHoldings, rightsFor, rightsOf, type Rights } from './rights.ts';

export const COURSE_NOT_FOUND = '课程不存在或已下架';

/** Signs the document addresses of an answer being built now. */
export const signer = (ctx: CoursesContext) => documentSigner(ctx.config.appSecret);

export interface Paging {
  page: number;
  pageSize: number;
}

export function pagingOf(query: { page?: number | undefined; pageSize?: number | undefined }) {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 12 };
}

/** GET /pc/courses and the learning API's course/list. */
export async function listCatalogue(
  ctx: CoursesContext,
  query: CourseListQuery,
): Promise<{ list: CourseCard[]; total: number }> {
  const { page, pageSize } = pagingOf(query);
  const filter: CourseFilter = {
    kind: query.kind,
    exam: query.exam,
    subject: query.subject,
    price: query.price,
    keyword: query.keyword,
  };
  const { rows, total } = await listCourses(
    ctx.db,
    filter,
    (query.sort ?? 'default') as CourseOrder,
    pageSize,
    (page - 1) * pageSize,
  );
  return { list: await courseCards(ctx.db, rows), total };
}

/**
 * GET /pc/publicClasses: the open classes, newest first, each with its live time (the next live
 * lesson's start, else the last one's) and whether the viewer has enrolled.
 */
export async function listPublicClasses(
  ctx: CoursesContext,
  userId: number | null,
  query: { page?: number; pageSize?: number; exam?: string; subject?: string },
): Promise<{ list: PublicClass[]; total: number }> {
  const { page, pageSize } = pagingOf(query);
  const { rows, total } = await listCourses(
    ctx.db,
    { kind: 'public', exam: query.exam, subject: query.subject },
    'newest',
    pageSize,
    (page - 1) * pageSize,
  );
  const ids = rows.map((r) => r.id);
  const [cards, lives, rights] = await Promise.all([
    courseCards(ctx.db, rows),
    liveTimes(ctx.db, ids),
    rightsOfMany(ctx, userId, rows),
  ]);
  const nowIso = new Date().toISOString();
  return {
    list: cards.map((card) => {
      const times = lives.get(card.id) ?? [];
      const next = times.find((t) => t >= nowIso) ?? times.at(-1) ?? null;
      return { ...card, startsAt: next, enrolled: rights.get(card.id)?.enrolled ?? false };
    }),
    total,
  };
}

const EXAMS = ['国考', '省考', '选调生', '事业单位'];
const SUBJECTS = ['行测', '申论', '面试', '公基', '选调'];

/** GET /pc/courses/filters */
export async function catalogueFilters(ctx: CoursesContext): Promise<CourseFilters> {
  const [kinds, exams, subjects, prices] = await Promise.all([
    countBy(ctx.db, 'kind'),
    countBy(ctx.db, 'exam'),
    countBy(ctx.db, 'subject'),
    countPriceKinds(ctx.db),
  ]);
  return {
    kinds: Object.entries(KIND_TEXT).map(([value, label]) => ({
      value,
      label,
      count: kinds.get(value) ?? 0,
    })),
    exams: EXAMS.map((value) => ({ value, label: value, count: exams.get(value) ?? 0 })),
    subjects: SUBJECTS.map((value) => ({ value, label: value, count: subjects.get(value) ?? 0 })),
    prices: [
      { value: 'free', label: '免费', count: prices.free },
      { value: 'vip_free', label: 'VIP免费', count: prices.vip_free },
      { value: 'paid', label: '付费', count: prices.paid },
    ],
    sorts: [
      { value: 'default', label: '综合' },
      { value: 'sales', label: '销量' },
      { value: 'newest', label: '最新' },
      { value: 'price_asc', label: '价格从低到高' },
      { value: 'price_desc', label: '价格从高到低' },
    ],
  };
}

/**
 * A course the viewer may see: on sale, or held by them (a course taken off sale stays open to
 * those who hold it). Anything else answers as if it did not exist.
 */
export async function visibleCourse(
  ctx: CoursesContext,
  userId: number | null,
  id: number,
): Promise<{ course: CourseRow; rights: Rights }> {
  const course = await findCourse(ctx.db, id);
  if (!course) throw new ApiError(ApiCode.NOT_FOUND, COURSE_NOT_FOUND);
  const holdings = await loadHoldings(ctx.db, userId);
  const packages = (await packagesContaining(ctx.db, [id])).get(id) ?? [];
  const rights = rightsOf(holdings, { course, packages });
  if (course.status !== 'on_sale' && !rights.enrolment) {
    throw new ApiError(ApiCode.NOT_FOUND, COURSE_NOT_FOUND);
  }
  return { course, rights };
}

/** The detail page's main button and what else the viewer may do. */
export function viewerOf(
  course: CourseRow,
  rights: Rights,
  studied: boolean,
  reviewed: boolean,
): CourseViewer {
  const onSale = course.status === 'on_sale';
  const heldForGood = rights.enrolled && rights.enrolment?.source !== 'vip';
  const canEnrol =
    rights.signedIn && onSale && !rights.enrolled && (course.is_free === 1 || rights.vipFree);
  const canBuy = onSale && course.is_free === 0 && !heldForGood;
  let action: CourseViewer['action'];
  let actionText: string;
  if (!rights.signedIn) {
    action = 'login';
    actionText = '登录后学习';
  } else if (rights.entitled && (rights.enrolled || !canEnrol)) {
    action = 'study';
    actionText = studied ? '继续学习' : '开始学习';
  } else if (canEnrol) {
    action = 'enrol';
    actionText = course.is_free === 1 ? '免费报名' : 'VIP免费学';
  } else {
    action = 'buy';
    actionText = rights.expired ? '续费购买' : '立即购买';
  }
  return {
    signedIn: rights.signedIn,
    isVip: rights.isVip,
    entitled: rights.entitled,
    enrolled: rights.enrolled,
    source: (rights.enrolment?.source ?? null) as CourseViewer['source'],
    expiresAt: rights.enrolment?.expires_at ?? null,
    expired: rights.expired,
    bought: rights.bought,
    vipFree: rights.vipFree,
    canEnrol,
    canBuy: rights.signedIn ? canBuy : onSale && course.is_free === 0,
    canReview: rights.signedIn && (rights.bought || rights.enrolled) && !reviewed,
    action,
    actionText,
  };
}

async function reviewSummaryOf(ctx: CoursesContext, courseId: number): Promise<ReviewSummary> {
  const [ratings, stars] = await Promise.all([
    ratingsOf(ctx.db, [courseId]),
    starCounts(ctx.db, courseId),
  ]);
  const rating = ratings.get(courseId);
  return { average: rating?.average ?? null, count: rating?.count ?? 0, stars };
}

/** GET /pc/courses/:id */
export async function courseDetail(
  ctx: CoursesContext,
  userId: number | null,
  id: number,
): Promise<CourseDetail> {
  const { course, rights } = await visibleCourse(ctx, userId, id);
  const isPackage = course.kind === 'package';
  const memberIds = isPackage ? ((await packageMembers(ctx.db, [id])).get(id) ?? []) : [];
  const containing = (await packagesContaining(ctx.db, [id])).get(id) ?? [];
  const [[card], teachers, chapters, members, packages, summary, reviewRows, reviewed] =
    await Promise.all([
      courseCards(ctx.db, [course]),
      teachersOf(ctx.db, [id]),
      isPackage
        ? Promise.resolve([])
        : outlineOf(ctx.db, [course], new Map([[id, rights]]), { userId, sign: signer(ctx) }),
      findCourses(ctx.db, memberIds),
      findCourses(ctx.db, containing),
      reviewSummaryOf(ctx, id),
      listReviews(ctx.db, id, 5, 0),
      userId === null ? Promise.resolve(undefined) : findReviewBy(ctx.db, id, userId),
    ]);
  const studied = chapters.some((c) => c.lessons.some((l) => l.progress !== null));
  const onSale = (rows: Map<number, CourseRow>, ids: number[]) =>
    ids.flatMap((i) => {
      const row = rows.get(i);
      return row && row.status === 'on_sale' ? [row] : [];
    });
  return {
    ...card!,
    intro: course.intro,
    highlights: parseList(course.highlights),
    suits: parseList(course.suits),
    teachers: (teachers.get(id) ?? []).map(teacherView),
    chapters,
    packageCourses: await courseCards(ctx.db, onSale(members, memberIds)),
    includedIn: await courseCards(ctx.db, onSale(packages, containing)),
    trialSeconds: course.trial_seconds,
    reviewSummary: summary,
    reviews: reviewRows.map((row) => reviewView(row, userId)),
    viewer: viewerOf(course, rights, studied, reviewed !== undefined),
  };
}

/** GET /pc/courses/:id/reviews */
export async function courseReviews(
  ctx: CoursesContext,
  userId: number | null,
  id: number,
  paging: Paging,
): Promise<{ list: Review[]; total: number; summary: ReviewSummary }> {
  await visibleCourse(ctx, userId, id);
  const [summary, rows] = await Promise.all([
    reviewSummaryOf(ctx, id),
    listReviews(ctx.db, id, paging.pageSize, (paging.page - 1) * paging.pageSize),
  ]);
  return { list: rows.map((row) => reviewView(row, userId)), total: summary.count, summary };
}

/** Rights of the viewer for many courses at once (catalogue flags of the original site). */
export async function rightsOfMany(
  ctx: CoursesContext,
  userId: number | null,
  courses: CourseRow[],
): Promise<Map<number, Rights>> {
  return rightsFor(ctx.db, await loadHoldings(ctx.db, userId), courses);
}

/**
 * GET /app/customerService/courseId/:id: who to talk to about the course. A person who already
 * has a course adviser (the one who closed their VIP deal) is sent back to them; anyone else
 * gets the course's own adviser.
 */
export async function courseCustomerService(
  ctx: CoursesContext,
  userId: number | null,
  id: number,
): Promise<CourseCustomerService> {
  const { course } = await visibleCourse(ctx, userId, id);
  const own = userId === null ? undefined : await findCurrentAdviser(ctx.db, userId);
  const adviser =
    own ??
    (course.adviser_id === null ? undefined : await findActiveAdviser(ctx.db, course.adviser_id));
  const { chatUrl, contact } = ctx.config.site;
  const chat = chatUrl
    ? `${chatUrl}${chatUrl.includes('?') ? '&' : '?'}topic=${encodeURIComponent('课程咨询')}`
    : null;
  return {
    courseId: course.id,
    courseTitle: course.title,
    adviser: adviser ? { id: adviser.id, name: adviser.name } : null,
    phone: contact.servicePhone || null,
    serviceHours: contact.serviceHours || null,
    chatUrl: chat,
    text: adviser
      ? `添加课程顾问${adviser.name}，咨询《${course.title}》的课程安排与优惠`
      : `咨询《${course.title}》的课程安排与优惠，请联系在线客服`,
  };
}

/**
 * POST classCourse/getClassCourseCatalogueList: a course's outline with what the viewer may do
 * with each lesson and how far they got (a package: its member courses one after another).
 */
export async function courseOutline(
  ctx: CoursesContext,
  userId: number | null,
  courseId: number,
): Promise<{ courseId: number; title: string; chapters: Chapter[] }> {
  const { course, rights } = await visibleCourse(ctx, userId, courseId);
  if (course.kind !== 'package') {
    return {
      courseId,
      title: course.title,
      chapters: await outlineOf(ctx.db, [course], new Map([[courseId, rights]]), {
        userId,
        sign: signer(ctx),
      }),
    };
  }
  const ids = (await packageMembers(ctx.db, [courseId])).get(courseId) ?? [];
  const rows = await findCourses(ctx.db, ids);
  const members = ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
  const memberRights = await rightsOfMany(ctx, userId, members);
  return {
    courseId,
    title: course.title,
    chapters: await outlineOf(ctx.db, members, memberRights, {
      userId,
      sign: signer(ctx),
      prefix: true,
    }),
  };
}
