import { ORDER_TABS } from '@shangan/shared';
import type { OrderTab } from './types';

/** A positive whole number from the address bar, or null (absent, 0, negative or not a number). */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** A tab of 我的订单 from the address bar; anything unknown is 全部. */
export function orderTabOf(value: string | null | undefined): OrderTab {
  return ORDER_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}
