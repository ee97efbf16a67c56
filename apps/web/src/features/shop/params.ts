import { ORDER_TABS } from '@shangan/shared';
import type { OrderTab } from './types';

export { positiveInt } from '../../lib/address-params';

/** A tab of 我的订单 from the address bar; anything unknown is 全部. */
export function orderTabOf(value: string | null | undefined): OrderTab {
  return ORDER_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}
