import type { CouponTemplateRow } from '@shangan/shared/contracts/console/coupons';

/** Coupon kinds for the coupon tests: one handed out by days, one whose dates have passed. */
export const DAYS_ROW: CouponTemplateRow = {
  id: 12,
  name: '新人专享券',
  amount: '20.00',
  minSpend: '100.00',
  ruleText: '满100减20',
  scopeText: '仅限图书',
  validityText: '发放后 30 天内有效',
  expired: false,
  issued: 340,
  used: 57,
  createdAt: '2026-11-28T02:00:00.000Z',
};

export const EXPIRED_ROW: CouponTemplateRow = {
  ...DAYS_ROW,
  id: 11,
  name: '双十一限时券',
  amount: '10.00',
  minSpend: '0.00',
  ruleText: '无门槛减10',
  scopeText: '全场通用',
  validityText: '2026-11-01 至 2026-11-11',
  expired: true,
  issued: 1200,
  used: 815,
  createdAt: '2026-10-20T01:30:00.000Z',
};
