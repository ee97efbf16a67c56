import type { Dayjs } from 'dayjs';
import type { CouponScopeKind } from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type { CreateCouponTemplate } from '@shangan/shared/contracts/console/coupons';
import { chinaTime } from '../../../../lib/format';
import { MONEY } from '../../lib/form-checks';

export type CouponBody = BodyOf<typeof CreateCouponTemplate>;

/** 全场通用, or one kind of goods. */
export type CouponScope = CouponScopeKind | 'all';
/** 发放后 N 天 or a fixed range of days. */
export type CouponValidity = 'days' | 'range';
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** The 新建优惠券 form as typed. */
export interface CouponValues {
  name: string;
  /** Yuan as typed. */
  amount: string;
  /** Yuan as typed; 0 (or nothing) for none. */
  minSpend: string;
  scope: CouponScope;
  validity: CouponValidity;
  validDays: number | null;
  range: DayRange;
}

export const EMPTY_COUPON: CouponValues = {
  name: '',
  amount: '',
  minSpend: '0',
  scope: 'all',
  validity: 'days',
  validDays: 30,
  range: null,
};

const DAY = 'YYYY-MM-DD';

/** Today in China, as the server counts days (YYYY-MM-DD). */
export const chinaToday = () => chinaTime(new Date()).date;

/** A threshold as sent: nothing typed is none. */
const minSpendText = (text: string | undefined) => text?.trim() || '0';

/** Whether `text` is a face value the server takes: above 0, at most two decimals. */
export function amountBroken(text: string | undefined): boolean {
  const amount = text?.trim() ?? '';
  return !MONEY.test(amount) || Number(amount) <= 0;
}

/** A threshold is none (0) or a sum above the face value (when that is one). */
export function minSpendBroken(text: string | undefined, amount: string | undefined): boolean {
  const minSpend = minSpendText(text);
  if (!MONEY.test(minSpend)) return true;
  if (Number(minSpend) === 0 || amountBroken(amount)) return false;
  return Number(minSpend) <= Number(amount!.trim());
}

/** A range of days is whole, in order and does not end before today (China days). */
export function rangeBroken(range: DayRange | undefined): boolean {
  const [from, until] = range ?? [null, null];
  if (!from || !until) return true;
  const last = until.format(DAY);
  return last < from.format(DAY) || last < chinaToday();
}

/** What the form sends: days from being handed out, or the range's first and last day. */
export function couponBody(values: CouponValues): CouponBody {
  const base = {
    name: values.name.trim(),
    amount: values.amount.trim(),
    minSpend: minSpendText(values.minSpend),
    scopeKind: values.scope === 'all' ? null : values.scope,
  };
  if (values.validity === 'days') return { ...base, validDays: values.validDays };
  const [from, until] = values.range ?? [null, null];
  return {
    ...base,
    validDays: null,
    ...(from ? { validFrom: from.format(DAY) } : {}),
    ...(until ? { validUntil: until.format(DAY) } : {}),
  };
}
