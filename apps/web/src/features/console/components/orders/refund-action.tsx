import { Button, Typography } from 'antd';
import { useState } from 'react';
import type { ConsoleOrderDetail } from '@shangan/shared/contracts/console/orders';
import { RefundDialog } from './refund-dialog';
import styles from './orders.module.css';

/**
 * 退款 for finance: the button while the server allows a refund, otherwise its reason why not.
 * A refund still being processed or refused is sent again with the same button.
 */
export function RefundAction({ order }: { order: ConsoleOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (!order.refundable && !order.refundRefusal) return null;
  const again = order.refund?.state === 'processing' || order.refund?.state === 'failed';
  return (
    <section aria-label="退款">
      <div className={styles.actionTitle}>退款</div>
      {order.refundable ? (
        <>
          <Button danger onClick={() => setOpen(true)}>
            {again ? '重新提交退款' : '全额退款'}
          </Button>
          <RefundDialog order={order} open={open} onClose={() => setOpen(false)} />
        </>
      ) : (
        <Typography.Text type="secondary">{order.refundRefusal}</Typography.Text>
      )}
    </section>
  );
}
