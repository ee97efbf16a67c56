import { VipOrderType } from '@shangan/shared';
import { DAY_MS } from '../../lib/time.ts';

/**
 * What a package costs a given person now, and whether they may buy it (docs/areas/vip.md).
 * Pure functions, so the product list and order creation can never disagree: both call
 * `quote` with the same membership and the same clock.
 */
export type OrderType = (typeof VipOrderType)[keyof typeof VipOrderType];

export interface MemberState {
  /** The active tier's weight; 0 when the person holds no paid, unexpired membership. */
  weight: number;
  /** Expiry of the active membership; null when there is none. */
  expiresAt: Date | null;
  /** The package the active membership was bought with; null when unknown. */
  current: CurrentPackage | null;
}

export interface CurrentPackage {
  packageId: number;
  level: number;
  /** Its effective price when bought (fen) and its length: the deduction's rate. */
  price: number;
  days: number;
}

export interface ProductTerms {
  weight: number;
  isChange: boolean;
}

export interface PackageTerms {
  id: number;
  days: number;
  price: number;
  discountAmount: number | null;
  level: number;
}

export interface Quote {
  isBuy: boolean;
  /** Why the package cannot be bought, for the greyed package's tip and the refusal. */
  reason: string | null;
  validUntil: Date;
  daysRemaining: number;
  /** Fen deducted for the remaining time of the current plan (change and upgrade). */
  deduction: number;
  /** Fen to pay: the effective price less the deduction. */
  payAmount: number;
}

export const Reason = {
  alreadyMember: '您已是会员，请选择续费、变更或升级',
  notMember: '您还不是会员，请先开通会员',
  renewOtherTier: '只能续费当前等级的会员，如需更高等级请选择升级',
  changeOtherTier: '只能在当前等级的会员中变更套餐',
  changeNotOffered: '该会员暂不支持套餐变更',
  sameAsCurrent: '该套餐为您当前的套餐，如需延长请选择续费',
  lowerLevel: '高等级套餐不可变更为低等级套餐',
  upgradeNotHigher: '只能升级到更高等级的会员',
  lowerTier: '您已是更高等级的会员',
  nothingToPay: '当前会员剩余价值已不低于该套餐价格，无需更换',
} as const;

export function effectivePrice(pkg: Pick<PackageTerms, 'price' | 'discountAmount'>): number {
  return pkg.discountAmount ?? pkg.price;
}

/** Whole days left, rounded up: a plan bought a minute ago still has all its days. */
export function remainingDays(expiresAt: Date | null, now: Date): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** deduction = original package price / total days × remaining days, rounded to the fen. */
export function deductionFor(state: MemberState, now: Date): number {
  if (!state.current || state.current.days <= 0) return 0;
  return Math.round(
    (state.current.price * remainingDays(state.expiresAt, now)) / state.current.days,
  );
}

export function quote(
  type: OrderType,
  state: MemberState,
  product: ProductTerms,
  pkg: PackageTerms,
  now: Date,
): Quote {
  const price = effectivePrice(pkg);
  const fromNow = new Date(now.getTime() + pkg.days * DAY_MS);
  const daysRemaining = remainingDays(state.expiresAt, now);
  const refuse = (reason: string, validUntil = fromNow): Quote => ({
    isBuy: false,
    reason,
    validUntil,
    daysRemaining,
    deduction: 0,
    payAmount: price,
  });
  const member = state.weight > 0 && state.expiresAt !== null;

  if (type === VipOrderType.NEW) {
    if (member) return refuse(Reason.alreadyMember);
    return {
      isBuy: true,
      reason: null,
      validUntil: fromNow,
      daysRemaining,
      deduction: 0,
      payAmount: price,
    };
  }
  if (!member) return refuse(Reason.notMember);

  if (type === VipOrderType.RENEW) {
    const extended = new Date(state.expiresAt!.getTime() + pkg.days * DAY_MS);
    if (product.weight < state.weight) return refuse(Reason.lowerTier, extended);
    if (product.weight !== state.weight) return refuse(Reason.renewOtherTier, extended);
    return {
      isBuy: true,
      reason: null,
      validUntil: extended,
      daysRemaining,
      deduction: 0,
      payAmount: price,
    };
  }

  // Change and upgrade start the new package today and deduct what is left of the old one.
  if (type === VipOrderType.CHANGE) {
    if (product.weight < state.weight) return refuse(Reason.lowerTier);
    if (product.weight !== state.weight) return refuse(Reason.changeOtherTier);
    if (!product.isChange) return refuse(Reason.changeNotOffered);
    if (state.current?.packageId === pkg.id) return refuse(Reason.sameAsCurrent);
    if (pkg.level <= (state.current?.level ?? 0)) return refuse(Reason.lowerLevel);
  } else if (product.weight <= state.weight) {
    return refuse(Reason.upgradeNotHigher);
  }
  const deduction = deductionFor(state, now);
  const payAmount = price - deduction;
  if (payAmount <= 0) return { ...refuse(Reason.nothingToPay), deduction, payAmount: 0 };
  return { isBuy: true, reason: null, validUntil: fromNow, daysRemaining, deduction, payAmount };
}

/**
 * Which order type a package of `product` is offered under in a product list of `listType`
 * (1 new, 2 renewal, 3 change): the member's own tier is renewed or changed, a higher tier
 * is an upgrade, and anything else is quoted as the list asks (and refused when it must be).
 */
export function offerType(
  listType: 1 | 2 | 3,
  state: MemberState,
  product: ProductTerms,
): OrderType {
  if (listType === 1 || state.weight === 0) return listType;
  if (product.weight > state.weight) return VipOrderType.UPGRADE;
  return listType;
}

/**
 * The membership a price was computed on. A change or upgrade deducts exactly this plan, so
 * it may only be applied while the person still holds it.
 */
export function basisOf(state: MemberState): string {
  return `${state.weight}|${state.expiresAt?.toISOString() ?? ''}|${state.current?.packageId ?? ''}`;
}
