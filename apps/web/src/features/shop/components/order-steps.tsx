import { Steps } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { orderSteps } from '../lib/order-steps';
import type { OrderDetail } from '../types';
import styles from './order-steps.module.css';

export { orderSteps } from '../lib/order-steps';
export type { OrderStep } from '../lib/order-steps';

export function OrderSteps({ order }: { order: OrderDetail }) {
  const steps = orderSteps(order);
  return (
    <Steps
      className={styles.steps}
      size="small"
      titlePlacement="vertical"
      items={steps.map((step) => ({
        title: step.title,
        status: step.status,
        content: step.at ? formatDateTime(step.at) : undefined,
      }))}
    />
  );
}
