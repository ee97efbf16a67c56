import { PHONE_LIST_MAX, PhoneListMsg } from './phone-list.ts';

/** The console's coupons: limits and messages shared by the server and the console. */
export const COUPON_NAME_MAX = 40;
/** Phones one batch may name. */
export const COUPON_BATCH_MAX = PHONE_LIST_MAX;
/** What a coupon may be limited to, by kind of goods. */
export const COUPON_SCOPE_KINDS = ['book', 'course', 'course_package', 'coaching'] as const;
export type CouponScopeKind = (typeof COUPON_SCOPE_KINDS)[number];
export const COUPON_SCOPE_KIND_LABELS: Record<CouponScopeKind, string> = {
  book: '图书',
  course: '课程',
  course_package: '课程套餐',
  coaching: '辅导课程',
};

export const ConsoleCouponMsg = {
  created: '优惠券已创建',
  issued: (issued: number) => `已发放 ${issued} 张`,
  notFound: '优惠券不存在',
  nameRequired: '请填写优惠券名称',
  nameTooLong: `名称不能超过${COUPON_NAME_MAX}个字`,
  amountInvalid: '面额应大于 0，最多两位小数',
  minSpendInvalid: '使用门槛应为 0（无门槛）或大于面额的金额',
  scopeInvalid: '适用范围不正确',
  validDaysInvalid: '有效天数应为 1-365 的整数',
  rangeInvalid: '请填写有效的起止日期（结束日期不早于开始日期，且不早于今天）',
  expired: '这张优惠券的有效期已过，不能再发放',
  phonesRequired: PhoneListMsg.required,
  phonesTooMany: PhoneListMsg.tooMany,
  phoneInvalid: PhoneListMsg.invalid,
  batchInvalid: '批次编号不正确，请刷新页面后重试',
} as const;
