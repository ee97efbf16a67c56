import { Button, Tag } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { formatDateTime, yuan } from '../../../lib/format';
import type { useOrderActions } from '../hooks/use-order-actions';
import type { OrderListItem } from '../types';
import styles from './order-card.module.css';
import { OrderLines } from './order-lines';
import { OrderStateTag } from './order-state';

interface OrderCardProps {
  order: OrderListItem;
  actions: ReturnType<typeof useOrderActions>;
}

/**
 * One row of 我的订单: when and which order, its goods, what was paid and its state, and what
 * can be done with it now. VIP orders are listed too; their page is 我的会员, and the shop's
 * order actions (numbered apart from them) are never offered on them.
 */
export function OrderCard({ order, actions }: OrderCardProps) {
  const shop = order.source === 'shop';
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNum}`}>
      <header className={styles.head}>
        <span className={styles.when}>{formatDateTime(order.createdAt)}</span>
        <span className={styles.num}>订单号 {order.orderNum}</span>
        {!shop && <Tag color="gold">VIP会员</Tag>}
        <span className={styles.state}>
          <OrderStateTag state={order.state} text={order.stateText} />
        </span>
      </header>
      <div className={styles.body}>
        {order.lines.length > 0 ? (
          <OrderLines lines={order.lines} compact />
        ) : (
          <div className={styles.title}>{order.title}</div>
        )}
      </div>
      <footer className={styles.foot}>
        <span className={styles.paid}>
          {order.state === 'unpaid' ? '应付' : '实付'}
          <strong>{yuan(order.payAmount)}</strong>
          {order.freight !== '0.00' && (
            <span className={styles.minor}>（含运费 {yuan(order.freight)}）</span>
          )}
        </span>
        <span className={styles.actions}>
          {shop ? (
            <>
              {order.canPay && (
                <Button
                  type="primary"
                  size="small"
                  loading={actions.busy}
                  onClick={() => actions.pay(order.id)}
                >
                  去支付
                </Button>
              )}
              {order.canConfirm && (
                <Button
                  type="primary"
                  size="small"
                  onClick={() => actions.confirmReceipt(order.id)}
                >
                  确认收货
                </Button>
              )}
              {order.canCancel && (
                <Button size="small" onClick={() => actions.cancel(order.id)}>
                  取消订单
                </Button>
              )}
              {order.canDelete && (
                <Button size="small" danger onClick={() => actions.remove(order.id)}>
                  删除订单
                </Button>
              )}
              <LinkButton size="small" to={pathTo('OrderDetail', {}, { id: order.id })}>
                查看详情
              </LinkButton>
            </>
          ) : (
            <LinkButton size="small" to={pathTo('MyVip')}>
              查看会员
            </LinkButton>
          )}
        </span>
      </footer>
    </article>
  );
}
