import type { Coupon, CouponForCart } from '@shangan/shared/contracts/commerce/coupons';
import { fenToYuan } from '../../lib/money.ts';
import type { CouponRow } from './coupons.repository.ts';

/** What a coupon is weighed against: the cart's lines at the server's prices, in fen. */
export interface CartLine {
  goodsId: number;
  kind: string;
  amount: number;
}

const KIND_TEXT: Record<string, string> = {
  book: '图书',
  course: '课程',
  course_package: '课程套餐',
  enlist_service: '报名服务',
  deposit: '定金商品',
  coaching: '辅导课程',
};

export function couponStatus(row: CouponRow, now: Date): Coupon['status'] {
  if (row.status === 'used') return 'used';
  return new Date(row.valid_until) <= now ? 'expired' : 'available';
}

const STATUS_TEXT = { available: '可使用', used: '已使用', expired: '已过期' } as const;

/** 满100减20 or 无门槛减10: a coupon kind's rule as learners and staff read it. */
export function couponRuleText(kind: { amount: number; min_spend: number }): string {
  return kind.min_spend > 0
    ? `满${yuanWords(kind.min_spend)}减${yuanWords(kind.amount)}`
    : `无门槛减${yuanWords(kind.amount)}`;
}

/** 全场通用, 仅限图书 or 限指定商品. */
export function couponScopeText(kind: { scope: string; scope_kind: string | null }): string {
  if (kind.scope === 'all') return '全场通用';
  if (kind.scope === 'kind') return `仅限${KIND_TEXT[kind.scope_kind ?? ''] ?? '指定类别'}`;
  return '限指定商品';
}

export function couponView(row: CouponRow, now: Date, orderNum: string | null = null): Coupon {
  const status = couponStatus(row, now);
  return {
    id: row.id,
    name: row.name,
    amount: fenToYuan(row.amount),
    minSpend: fenToYuan(row.min_spend),
    ruleText: couponRuleText(row),
    scope: row.scope as Coupon['scope'],
    scopeText: couponScopeText(row),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    status,
    statusText: STATUS_TEXT[status],
    usedAt: row.used_at,
    orderNum,
  };
}

/** 100 for 10000 fen, 9.9 for 990: how a coupon's rule is read out. */
function yuanWords(fen: number): string {
  return fenToYuan(fen)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}

export interface CouponVerdict {
  usable: boolean;
  /** Fen taken off; 0 when not usable. */
  discount: number;
  reason: string | null;
}

/**
 * Whether a coupon applies to a cart and what it takes off: the amount of the lines in its
 * scope must reach its minimum spend; the discount never exceeds those lines, and leaves at
 * least one fen to pay (a gateway takes no zero payment).
 */
export function weigh(
  row: CouponRow,
  goodsOfTemplate: Set<number> | undefined,
  lines: CartLine[],
  payableBefore: number,
  now: Date,
): CouponVerdict {
  const no = (reason: string): CouponVerdict => ({ usable: false, discount: 0, reason });
  const status = couponStatus(row, now);
  if (status === 'used') return no('优惠券已使用');
  if (status === 'expired') return no('优惠券已过期');
  if (new Date(row.valid_from) > now) return no('尚未到使用时间');
  const inScope = lines.filter((line) =>
    row.scope === 'all'
      ? true
      : row.scope === 'kind'
        ? line.kind === row.scope_kind
        : (goodsOfTemplate?.has(line.goodsId) ?? false),
  );
  const eligible = inScope.reduce((sum, line) => sum + line.amount, 0);
  if (eligible === 0) return no('不适用于所选商品');
  if (eligible < row.min_spend) {
    return no(`未达到使用门槛，还差${fenToYuan(row.min_spend - eligible)}元`);
  }
  const discount = Math.min(row.amount, eligible, payableBefore - 1);
  if (discount <= 0) return no('订单金额过低，无法使用');
  return { usable: true, discount, reason: null };
}

export function couponForCart(row: CouponRow, verdict: CouponVerdict, now: Date): CouponForCart {
  return {
    ...couponView(row, now),
    usable: verdict.usable,
    discount: fenToYuan(verdict.discount),
    reason: verdict.reason,
  };
}
