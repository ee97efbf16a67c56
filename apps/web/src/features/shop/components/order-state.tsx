import { Tabs, Tag } from 'antd';
import type { OrderTab, ShopOrderState } from '../types';
import styles from './order-state.module.css';

/** The tabs of 我的订单, in order; 已完成 is the server's 'received'. */
export const ORDER_TABS: ReadonlyArray<{ key: OrderTab; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'unpaid', label: '待支付' },
  { key: 'paid', label: '已支付' },
  { key: 'shipped', label: '已发货' },
  { key: 'received', label: '已完成' },
  { key: 'closed', label: '已关闭' },
  { key: 'refund', label: '退款/售后' },
];

/** A tab from the address bar; anything unknown is 全部. */
export function orderTabOf(value: string | null | undefined): OrderTab {
  return ORDER_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

interface OrderStateTabsProps {
  active: OrderTab;
  onChange: (tab: OrderTab) => void;
}

/** 全部/待支付/已支付/已发货/已完成/已关闭/退款: scrolls in its own strip on a phone. */
export function OrderStateTabs({ active, onChange }: OrderStateTabsProps) {
  return (
    <Tabs
      className={styles.tabs}
      activeKey={active}
      items={ORDER_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
      onChange={(key) => onChange(orderTabOf(key))}
    />
  );
}

const STATE_COLOR: Record<ShopOrderState, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  received: 'green',
  closed: 'default',
  refunding: 'red',
  refunded: 'default',
};

/** The order's state in the server's words, coloured by what it means. */
export function OrderStateTag({ state, text }: { state: ShopOrderState; text: string }) {
  return (
    <Tag color={STATE_COLOR[state]} className={styles.tag} data-testid="order-state">
      {text}
    </Tag>
  );
}
