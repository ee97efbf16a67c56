/**
 * What the VIP purchase shows and sends, whichever site draws it (the desktop dialogs, the
 * mobile VIP centre): which list to ask for, what each tier's tab offers the person, which
 * package is picked first, and how the payment is watched. Prices and whether a package may be
 * bought are the server's (docs/areas/vip.md); nothing here computes money.
 */
import type { UserInfo } from '../../../lib/current-user';
import type { SettledPayState } from '../../../lib/payment/event-stream';
import type { VipListType } from '../api/get-vip-products';
import { fetchVipOrderState } from '../api/get-vip-order-state';
import { waitForOrderEvent } from '../api/order-events';
import type { VipPackage, VipProductGroup } from '../types';

/** What a tab offers: new purchase, renewal or change of the own tier, upgrade, or nothing. */
export type TabMode = 'new' | 'renew' | 'change' | 'upgrade' | 'owned';

export type RenewMode = 'renew' | 'change';

/** 1 new purchase, 2 renewal, 3 package change: the list the server prices for this person. */
export function listTypeOf(isNew: boolean, renewMode: RenewMode): VipListType {
  return isNew ? 1 : renewMode === 'change' ? 3 : 2;
}

/**
 * The person's own tier renews or changes, a higher one upgrades, a lower one is not for sale
 * to them; someone without a paid tier buys any tier new.
 */
export function tabModeOf(
  group: VipProductGroup,
  user: Pick<UserInfo, 'weight'>,
  isNew: boolean,
  renewMode: RenewMode,
): TabMode {
  if (isNew) return 'new';
  if (group.weight === user.weight) return renewMode;
  return group.weight > user.weight ? 'upgrade' : 'owned';
}

/** The first package by default; for change and upgrade the first one that can be bought. */
export function defaultPackage(packages: VipPackage[], mode: TabMode): VipPackage | undefined {
  const buyable = packages.filter((p) => p.isBuy);
  if (mode === 'change' || mode === 'upgrade') return buyable[0];
  return packages[0]?.isBuy ? packages[0] : buyable[0];
}

/** Change and upgrade deduct what is left of the current plan. */
export function deducts(mode: TabMode): boolean {
  return mode === 'change' || mode === 'upgrade';
}

/** The price on a package's card: the promotional price when there is one. */
export function cardPrice(pkg: VipPackage): string {
  return pkg.discountAmount ?? pkg.price;
}

/** The list price struck through beside it, when the server says to show it. */
export function struckPrice(pkg: VipPackage): string | null {
  return pkg.showOriginPrice && pkg.discountAmount !== null ? pkg.price : null;
}

/** What the person is told when the order settles other than paid. */
export const SETTLE_FAILURE: Record<Exclude<SettledPayState, 1>, string> = {
  2: '订单已失效，请重新下单',
  3: '您的会员状态已发生变化，本次支付将原路退回，请重新下单',
};

/** How a VIP order's payment is watched: geState polled, the VIP event stream. */
export const VIP_PAYMENT = { poll: fetchVipOrderState, push: waitForOrderEvent };

/** How an upgrade is priced, term by term, for the person holding `pkg` (the server computes it). */
export function upgradeTerms(pkg: VipPackage | undefined): string[] {
  return [
    `剩余天数：当前会员还剩 ${pkg?.daysRemaining ?? 0} 天`,
    '抵扣金额：原套餐价格 ÷ 总天数 × 剩余天数，从新套餐价格中扣除',
    '应付金额：新套餐价格减去抵扣金额',
    '有效期：升级后自今日起按新套餐天数重新计算',
  ];
}
