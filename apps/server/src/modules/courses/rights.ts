import type { Db } from '../../db/database.ts';
import { loadMemberState } from '../vip/public.ts';
import {
  enrolmentsOf,
  packagesContaining,
  type CourseRow,
  type EnrolmentRow,
  type LessonRow,
} from './courses.repository.ts';

/**
 * Who may study what, decided here and only here (the detail page, the outline, the player's
 * every playlist, key and segment request, the original site's flags all ask this file):
 * - a live enrolment of the course or of a package containing it (bought within its validity,
 *   a free enrolment, one granted by staff) opens every lesson;
 * - a free course opens every lesson to anybody signed in;
 * - a VIP-free course opens every lesson to a current VIP member (an enrolment with source vip
 *   counts only while the membership lasts);
 * - a lesson marked 试看 is open to everybody, visitors included;
 * - a course with trial seconds lets anybody preview that much of each other video lesson.
 */

/** What a person holds: their enrolments and whether they are a VIP member now. */
export interface Holdings {
  userId: number | null;
  isVip: boolean;
  enrolments: Map<number, EnrolmentRow>;
  now: Date;
}

export const VISITOR: Omit<Holdings, 'now'> = { userId: null, isVip: false, enrolments: new Map() };

/** A VIP member now: a paid tier whose expiry has not passed (a 3-day trial does not count). */
export async function isVipNow(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await loadMemberState(db, userId, now)).weight > 0;
}

export async function loadHoldings(
  db: Db,
  userId: number | null,
  now = new Date(),
): Promise<Holdings> {
  if (userId === null) return { ...VISITOR, enrolments: new Map(), now };
  const [rows, isVip] = await Promise.all([enrolmentsOf(db, userId), isVipNow(db, userId, now)]);
  return { userId, isVip, enrolments: new Map(rows.map((row) => [row.course_id, row])), now };
}

/**
 * What the rights of one course need, and no more (the player asks on every segment): the
 * enrolments of the course and its packages, and the membership only where it matters — a
 * VIP-free course, or an enrolment made as a VIP.
 */
export async function holdingsFor(
  db: Db,
  userId: number | null,
  subject: CourseForRights,
  now = new Date(),
): Promise<Holdings> {
  if (userId === null) return { ...VISITOR, enrolments: new Map(), now };
  const rows = await enrolmentsOf(db, userId, [subject.course.id, ...subject.packages]);
  const vipMatters = subject.course.is_vip_free === 1 || rows.some((r) => r.source === 'vip');
  const isVip = vipMatters ? await isVipNow(db, userId, now) : false;
  return { userId, isVip, enrolments: new Map(rows.map((row) => [row.course_id, row])), now };
}

/** An enrolment that opens its course now. */
export function isLive(enrolment: EnrolmentRow, holdings: Holdings): boolean {
  if (enrolment.expires_at !== null && Date.parse(enrolment.expires_at) <= holdings.now.getTime()) {
    return false;
  }
  return enrolment.source !== 'vip' || holdings.isVip;
}

/** The course and the packages containing it, as the rights need them. */
export interface CourseForRights {
  course: Pick<CourseRow, 'id' | 'is_free' | 'is_vip_free' | 'status'>;
  /** Ids of the packages containing it. */
  packages: number[];
}

export interface Rights {
  signedIn: boolean;
  isVip: boolean;
  /** May open every lesson now. */
  entitled: boolean;
  /** The enrolment giving it (its own, else a package's): live, or the latest expired one. */
  enrolment: EnrolmentRow | null;
  /** The enrolment is the package's, not the course's own. */
  viaPackage: number | null;
  /** Holds a live enrolment (own or package's). */
  enrolled: boolean;
  /** Paid for it (own order or a package's), live or not. */
  bought: boolean;
  /** Had paid, and the validity has passed (nothing live now). */
  expired: boolean;
  /** VIP-free course, viewer a current VIP. */
  vipFree: boolean;
}

export function rightsOf(holdings: Holdings, subject: CourseForRights): Rights {
  const { course } = subject;
  const signedIn = holdings.userId !== null;
  const candidates: Array<{ row: EnrolmentRow; viaPackage: number | null }> = [];
  const own = holdings.enrolments.get(course.id);
  if (own) candidates.push({ row: own, viaPackage: null });
  for (const packageId of subject.packages) {
    const row = holdings.enrolments.get(packageId);
    if (row) candidates.push({ row, viaPackage: packageId });
  }
  const live = candidates.find((c) => isLive(c.row, holdings)) ?? null;
  const bought = candidates.some((c) => c.row.source === 'order');
  const chosen = live ?? candidates.find((c) => c.row.source === 'order') ?? candidates[0] ?? null;
  const vipFree = course.is_vip_free === 1 && holdings.isVip;
  // Free and VIP-free open a course only while it is on sale: once taken off, it stays open to
  // those who hold it (an enrolment) and to nobody else.
  const onSale = course.status === 'on_sale';
  const entitled = live !== null || (onSale && ((signedIn && course.is_free === 1) || vipFree));
  return {
    signedIn,
    isVip: holdings.isVip,
    entitled,
    enrolment: chosen?.row ?? null,
    viaPackage: chosen?.viaPackage ?? null,
    enrolled: live !== null,
    bought,
    expired: live === null && bought,
    vipFree,
  };
}

/** Rights for many courses at once (the packages containing each read in one query). */
export async function rightsFor(
  db: Db,
  holdings: Holdings,
  courses: CourseForRights['course'][],
): Promise<Map<number, Rights>> {
  const packages = await packagesContaining(
    db,
    courses.map((c) => c.id),
  );
  return new Map(
    courses.map((course) => [
      course.id,
      rightsOf(holdings, { course, packages: packages.get(course.id) ?? [] }),
    ]),
  );
}

export type LessonAccess =
  { level: 'full' } | { level: 'trial'; trialSeconds: number } | { level: 'none'; reason: string };

/** Why a lesson stays shut: the sentence the player and the outline show. */
export function lockedReason(
  rights: Rights,
  course: Pick<CourseRow, 'is_free' | 'is_vip_free' | 'status'>,
): string {
  if (course.status !== 'on_sale') return '课程已下架';
  if (course.is_free === 1) return '登录后即可免费学习';
  if (rights.expired) return '课程已过期，续费后即可观看';
  if (course.is_vip_free === 1) {
    return rights.signedIn ? '开通VIP或购买课程后即可观看' : '登录并开通VIP或购买课程后即可观看';
  }
  return rights.signedIn ? '购买课程后即可观看' : '登录并购买课程后即可观看';
}

/**
 * What the viewer may do with one lesson. Non-video lessons (a document, an exercise, a live
 * session) are open or shut as a whole: 试看 or entitled opens them.
 */
export function lessonAccess(
  rights: Rights,
  course: Pick<CourseRow, 'is_free' | 'is_vip_free' | 'status' | 'trial_seconds'>,
  lesson: Pick<LessonRow, 'kind' | 'is_trial' | 'duration_seconds'>,
): LessonAccess {
  if (rights.entitled) return { level: 'full' };
  if (course.status !== 'on_sale') return { level: 'none', reason: '课程已下架' };
  if (lesson.is_trial === 1) return { level: 'full' };
  if (lesson.kind === 'video' && course.trial_seconds > 0) {
    return { level: 'trial', trialSeconds: course.trial_seconds };
  }
  return { level: 'none', reason: lockedReason(rights, course) };
}
