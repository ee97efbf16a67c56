import { Tabs, Tag } from 'antd';
import { ORDER_STATE_COLOR } from '../../../lib/order-state-colors';
import { ORDER_TABS } from '@shangan/shared';
import { orderTabOf } from '../params';
import type { OrderTab, ShopOrderState } from '../types';
import styles from './order-state.module.css';

export { orderTabOf } from '../params';

interface OrderStateTabsProps {
  active: OrderTab;
  onChange: (tab: OrderTab) => void;
}

/**
 * 全部/待支付/待发货/待收货/已完成/已关闭/退款售后, in the words the orders' states use
 * (ORDER_TABS of packages/shared): scrolls in its own strip on a phone.
 */
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

/** The order's state in the server's words, coloured by what it means. */
export function OrderStateTag({ state, text }: { state: ShopOrderState; text: string }) {
  return (
    <Tag color={ORDER_STATE_COLOR[state]} className={styles.tag} data-testid="order-state">
      {text}
    </Tag>
  );
}
