import type { PaymentPayer } from '../../providers/payment/index.ts';
import type { Transaction } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type { CreatedShopOrder } from '@shangan/shared/contracts/commerce/orders';
import type { CourseEnrolment, Review } from '@shangan/shared/contracts/courses/catalogue';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { DAY_MS } from '../../lib/time.ts';
import type { PaidShopOrder, RefundedShopOrder } from '../commerce/public.ts';
import { COURSE_NOT_FOUND, visibleCourse } from './catalogue.service.ts';
import { learnerLockKey, type CoursesContext } from './courses-context.ts';
import {
  addSales,
  courseOrderIds,
  findCourse,
  findCourseOrder,
  findEnrolment,
  findReviewRow,
  insertEnrolment,
  insertReview,
  latestCourseOrder,
  linkCourseOrder,
  lockCourseRow,
  packagesContaining,
  updateEnrolment,
  type EnrolmentRow,
} from './courses.repository.ts';
import { reviewView } from './course-views.ts';
import { loadHoldings, rightsOf, type Rights } from './rights.ts';

export const ALREADY_BOUGHT = '已购买该课程，可直接学习';
const REVIEW_LENGTH = '评价内容应为5-300个字';

function enrolmentView(row: EnrolmentRow, courseId: number): CourseEnrolment {
  return {
    courseId,
    source: row.source as CourseEnrolment['source'],
    enrolledAt: row.enrolled_at,
    expiresAt: row.expires_at,
  };
}

async function rightsIn(db: Db, userId: number, courseId: number): Promise<Rights | null> {
  const course = await findCourse(db, courseId);
  if (!course) return null;
  const packages = (await packagesContaining(db, [courseId])).get(courseId) ?? [];
  return rightsOf(await loadHoldings(db, userId), { course, packages });
}

/** Held for good: a live enrolment that is not the VIP's (which ends with the membership). */
function heldForGood(rights: Rights): boolean {
  return rights.enrolled && rights.enrolment !== null && rights.enrolment.source !== 'vip';
}

/**
 * POST /pc/courses/enrol: 免费报名. A free course, or a VIP-free one for a current member, is
 * added to the person's courses in one call; asking again answers the enrolment they have.
 */
export async function enrolCourse(
  ctx: CoursesContext,
  userId: number,
  courseId: number,
): Promise<CourseEnrolment> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, learnerLockKey(userId));
    const course = await findCourse(trx, courseId);
    if (!course || course.status !== 'on_sale') {
      throw new ApiError(ApiCode.NOT_FOUND, COURSE_NOT_FOUND);
    }
    const rights = (await rightsIn(trx, userId, courseId))!;
    if (rights.enrolled && rights.enrolment) return enrolmentView(rights.enrolment, courseId);
    let source: 'free' | 'vip';
    if (course.is_free === 1) source = 'free';
    else if (rights.vipFree) source = 'vip';
    else if (course.is_vip_free === 1) {
      throw new ApiError(ApiCode.BAD_REQUEST, '开通VIP后即可免费学习该课程，或直接购买');
    } else throw new ApiError(ApiCode.BAD_REQUEST, '该课程需购买后学习');

    const nowIso = new Date().toISOString();
    const existing = await findEnrolment(trx, userId, courseId);
    if (existing) {
      // An expired purchase, or a VIP enrolment whose membership lapsed, comes back to life.
      await updateEnrolment(trx, existing.id, {
        source,
        order_id: null,
        enrolled_at: nowIso,
        expires_at: null,
        updated_at: nowIso,
      });
      return enrolmentView((await findEnrolment(trx, userId, courseId))!, courseId);
    }
    const row = await insertEnrolment(trx, {
      user_id: userId,
      course_id: courseId,
      source,
      order_id: null,
      enrolled_at: nowIso,
      expires_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    if (!row)
      throw new Error(`enrolment of user ${userId} in course ${courseId} appeared meanwhile`);
    await addSales(trx, courseId, 1, nowIso);
    return enrolmentView(row, courseId);
  });
}

/**
 * POST /pc/courses/order: the course's shop order, priced by the shop from its goods. A course
 * held already (bought within its validity, or in a bought package) is refused; an unpaid order
 * placed for it before is offered again; the new order is linked to the course in the
 * transaction that writes it, where the checks are made again under the buyer's lock.
 */
export async function orderCourse(
  ctx: CoursesContext,
  userId: number,
  courseId: number,
  payer?: PaymentPayer,
): Promise<CreatedShopOrder> {
  const { course, rights } = await visibleCourse(ctx, userId, courseId);
  if (course.status !== 'on_sale') throw new ApiError(ApiCode.NOT_FOUND, COURSE_NOT_FOUND);
  if (course.is_free === 1 || course.goods_id === null) {
    throw new ApiError(ApiCode.BAD_REQUEST, '免费课程无需购买，直接报名即可');
  }
  if (heldForGood(rights)) throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_BOUGHT);
  const previousOrderId = await latestCourseOrder(ctx.db, userId, courseId);
  return ctx.cashier.placeLinkedOrder({
    userId,
    goodsId: course.goods_id,
    previousOrderId,
    ...(payer ? { payer } : {}),
    link: async (trx, order) => {
      const again = await rightsIn(trx, userId, courseId);
      if (again && heldForGood(again)) throw new ApiError(ApiCode.BAD_REQUEST, ALREADY_BOUGHT);
      if ((await latestCourseOrder(trx, userId, courseId)) !== previousOrderId) {
        throw new ApiError(ApiCode.BAD_REQUEST, '订单已变化，请到我的订单查看');
      }
      await linkCourseOrder(trx, {
        order_id: order.id,
        user_id: userId,
        course_id: courseId,
        created_at: new Date().toISOString(),
      });
    },
  });
}

/**
 * The shop's settlement of a course order (registered for kinds course and course_package):
 * the buyer's enrolment starts, or is renewed, in the same transaction. Validity counts from
 * the payment, or from the end of a purchase still running; an order no course points at
 * changes nothing here.
 */
export async function enrolPaidOrder(
  trx: Transaction<Database>,
  order: PaidShopOrder,
): Promise<void> {
  const link = await findCourseOrder(trx, order.id);
  if (!link) return;
  const course = await findCourse(trx, link.course_id);
  if (!course) return;
  // A package's courses being changed meanwhile wait for this holder (console-courses).
  if (course.kind === 'package') await lockCourseRow(trx, course.id);
  const nowIso = new Date().toISOString();
  const existing = await findEnrolment(trx, link.user_id, course.id);
  const paidAt = Date.parse(order.paidAt);
  const runningUntil =
    existing &&
    existing.source !== 'vip' &&
    existing.expires_at !== null &&
    Date.parse(existing.expires_at) > paidAt
      ? Date.parse(existing.expires_at)
      : paidAt;
  const expiresAt =
    course.validity_days === 0
      ? null
      : new Date(runningUntil + course.validity_days * DAY_MS).toISOString();
  if (existing) {
    await updateEnrolment(trx, existing.id, {
      source: 'order',
      order_id: order.id,
      enrolled_at: runningUntil === paidAt ? order.paidAt : existing.enrolled_at,
      expires_at: expiresAt,
      updated_at: nowIso,
    });
  } else {
    await insertEnrolment(trx, {
      user_id: link.user_id,
      course_id: course.id,
      source: 'order',
      order_id: order.id,
      enrolled_at: order.paidAt,
      expires_at: expiresAt,
      created_at: nowIso,
      updated_at: nowIso,
    });
  }
  await addSales(trx, course.id, 1, nowIso);
}

/**
 * Finance refunded a course order: the enrolment it paid for ends now. An enrolment a later
 * order (or VIP) took over is that one's and stays; so does a course the person had before
 * this order extended it — the whole enrolment ends, as the refund returns the whole payment.
 */
export async function withdrawRefundedOrder(
  trx: Transaction<Database>,
  order: RefundedShopOrder,
): Promise<void> {
  const link = await findCourseOrder(trx, order.id);
  if (!link) return;
  const enrolment = await findEnrolment(trx, link.user_id, link.course_id);
  if (!enrolment || enrolment.order_id !== order.id) return;
  const nowIso = new Date().toISOString();
  await updateEnrolment(trx, enrolment.id, { expires_at: nowIso, updated_at: nowIso });
}

/** 我的订单 narrowed to a course: the person's orders for it and for packages containing it. */
export async function ordersForCourse(db: Db, userId: number, courseId: number): Promise<number[]> {
  const packages = (await packagesContaining(db, [courseId])).get(courseId) ?? [];
  return courseOrderIds(db, userId, [courseId, ...packages]);
}

/**
 * POST /pc/courses/review: a learner who holds the course (bought, or enrolled) rates it once,
 * 1–5 stars with 5–300 characters of text.
 */
export async function submitReview(
  ctx: CoursesContext,
  userId: number,
  input: { courseId: number; rating: number; content: string },
): Promise<Review> {
  const content = input.content.trim();
  const length = [...content].length;
  if (length < 5 || length > 300) throw new ApiError(ApiCode.BAD_REQUEST, REVIEW_LENGTH);
  const { rights } = await visibleCourse(ctx, userId, input.courseId);
  if (!rights.bought && !rights.enrolled) {
    throw new ApiError(ApiCode.FORBIDDEN, '购买课程后才能评价');
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, learnerLockKey(userId));
    return insertReview(trx, {
      course_id: input.courseId,
      user_id: userId,
      rating: input.rating,
      content,
      created_at: new Date().toISOString(),
    });
  });
  if (id === null) throw new ApiError(ApiCode.BAD_REQUEST, '您已评价过该课程');
  return reviewView(await findReviewRow(ctx.db, id), userId);
}
