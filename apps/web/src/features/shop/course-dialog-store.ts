/**
 * The course-purchase dialog family: which dialog of a purchase is on screen and what the buyer
 * has told it so far, kept for the session (a page re-rendering or a step going back loses
 * nothing). The family has address, course, coupon, course pay, pay success, customer, sign-up
 * and registration dialogs; a service such as coaching goes through the steps that fit it
 * (SERVICE_STEPS). Pages open it with `openCourseDialog` and render `CoursePurchaseDialog` once.
 */
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '../../lib/current-user';
import type { CreatedShopOrder } from './types';

export type CourseDialog =
  | 'signUp'
  | 'registration'
  | 'customer'
  | 'course'
  | 'address'
  | 'coupon'
  | 'coursePay'
  | 'paySuccess';

/** A service bought from its own page: 报名信息, 课程顾问, 优惠券, 支付, 支付成功. */
export const SERVICE_STEPS: readonly CourseDialog[] = [
  'signUp',
  'customer',
  'coupon',
  'coursePay',
  'paySuccess',
];

/** What is being bought, as the page knows it (the server prices it). */
export interface CoursePurchase {
  goodsId: number;
  /** The slot whose seat is bought. */
  slotId: number;
  /** The deposit the page pays the balance of; null: the person's usable one, if any. */
  depositId: number | null;
  /** The product's title and the slot in words, for the dialog's header. */
  title: string;
  slotText: string;
}

export interface Registration {
  name: string;
  phone: string;
}

export interface CourseDialogState {
  /** The dialog on screen; null when the family is closed. */
  dialog: CourseDialog | null;
  /** The dialog after this one (null on the last). */
  nextDialog: CourseDialog | null;
  purchase: CoursePurchase | null;
  /** 报名信息 as entered. */
  registration: Registration | null;
  /** The adviser chosen: an id, null for none, undefined to keep the person's own. */
  customer: number | null | undefined;
  /** The coupon chosen: an id, 'none' for 不使用优惠券, null for the server's best. */
  coupons: number | 'none' | null;
  /** The deposit to deduct: an id, 'none' for not now, null for the person's usable one. */
  deposit: number | 'none' | null;
  /** The order placed, while its payment step is on screen. */
  order: CreatedShopOrder | null;
  /** The order placed, kept after payment for 查看订单. */
  orderId: number | null;
}

const CLOSED: CourseDialogState = {
  dialog: null,
  nextDialog: null,
  purchase: null,
  registration: null,
  customer: undefined,
  coupons: null,
  deposit: null,
  order: null,
  orderId: null,
};

let state: CourseDialogState = CLOSED;
/** The account the kept 报名信息 belongs to. */
let registeredBy: number | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<CourseDialogState>): void {
  state = { ...state, ...next };
  if (next.dialog !== undefined) state.nextDialog = stepAfter(state.dialog);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function stepAfter(dialog: CourseDialog | null): CourseDialog | null {
  if (dialog === null) return null;
  const at = SERVICE_STEPS.indexOf(dialog);
  return at >= 0 ? (SERVICE_STEPS[at + 1] ?? null) : null;
}

export function stepBefore(dialog: CourseDialog | null): CourseDialog | null {
  if (dialog === null) return null;
  const at = SERVICE_STEPS.indexOf(dialog);
  return at > 0 ? SERVICE_STEPS[at - 1]! : null;
}

/**
 * Opens the family at its first step for one purchase by the signed-in `buyerId`. 报名信息 starts
 * from what that buyer entered before in this session, else from `defaults` (the account's name
 * and phone); another account signed in since never sees the previous one's.
 */
export function openCourseDialog(
  purchase: CoursePurchase,
  defaults: Registration,
  buyerId: number,
): void {
  const kept = buyerId === registeredBy ? state.registration : null;
  registeredBy = buyerId;
  set({
    ...CLOSED,
    dialog: SERVICE_STEPS[0]!,
    purchase,
    deposit: purchase.depositId ?? null,
    registration: kept ?? defaults,
  });
}

/** Closes the family; the 报名信息 entered is kept for the buyer's next purchase of the session. */
export function closeCourseDialog(): void {
  set({ ...CLOSED, registration: state.registration });
}

/** Forgets everything, 报名信息 included (a new session: another person may sign in). */
export function resetCourseDialog(): void {
  registeredBy = null;
  set(CLOSED);
}

/** The next step, unless this is the last one. */
export function nextCourseDialog(): void {
  if (state.nextDialog) set({ dialog: state.nextDialog });
}

/** The step before (the payment and success steps are not left backwards). */
export function previousCourseDialog(): void {
  if (state.dialog === 'coursePay' || state.dialog === 'paySuccess') return;
  const before = stepBefore(state.dialog);
  if (before) set({ dialog: before });
}

export function setRegistration(registration: Registration): void {
  set({ registration });
}

export function setCustomer(customer: number | null): void {
  set({ customer });
}

export function setCoupon(coupons: number | 'none' | null): void {
  set({ coupons });
}

export function setDeposit(deposit: number | 'none' | null): void {
  set({ deposit });
}

/** The order is placed: its payment step. */
export function orderPlaced(order: CreatedShopOrder): void {
  set({ order, orderId: order.id, dialog: 'coursePay' });
}

/** The order is paid: the success step. */
export function orderPaid(): void {
  set({ order: null, dialog: 'paySuccess' });
}

/** The order closed while waiting (expired, cancelled elsewhere): back to the coupon step. */
export function orderFailed(): void {
  set({ order: null, orderId: null, dialog: 'coupon' });
}

/** 报名信息 starts from the account: its real name (else nickname) and phone. */
export function registrationOf(
  user: Pick<UserInfo, 'realname' | 'nick_name' | 'telephone'>,
): Registration {
  return { name: user.realname || user.nick_name || '', phone: user.telephone ?? '' };
}

export function getCourseDialog(): CourseDialogState {
  return state;
}

export function useCourseDialog(): CourseDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
