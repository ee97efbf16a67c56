/**
 * Every shop query lives under this key. Orders, coupons, addresses and stock change together
 * (an order spends a coupon and a copy; cancelling gives both back), so a settled, placed or
 * cancelled order refreshes them all at once.
 */
export const SHOP_KEY = ['shop'] as const;

/** Queries that depend on the signed-in person carry their id, so a new login starts afresh. */
export function mineKey(userId: number | null, ...rest: unknown[]) {
  return [...SHOP_KEY, 'mine', userId ?? 0, ...rest] as const;
}
