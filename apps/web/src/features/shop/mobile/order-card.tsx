import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { formatDateTime, yuan } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import type { OrderLine, OrderListItem, ShopOrderState } from '../types';
import type { MobileOrderActions } from './use-order-actions';
import styles from './shop.module.css';

/** The colour of a state's words: what needs the learner, what is under way, what is over. */
export const STATE_TONE: Record<ShopOrderState, string> = {
  unpaid: styles.toneWarn ?? '',
  paid: styles.toneInfo ?? '',
  shipped: styles.toneInfo ?? '',
  received: styles.toneOk ?? '',
  closed: styles.toneMute ?? '',
  refunding: styles.toneWarn ?? '',
  refunded: styles.toneMute ?? '',
};

/** The goods of an order: cover, title, unit price × quantity. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={`${line.kind}-${line.goodsId}`} className={styles.line}>
          {line.cover ? (
            <img
              className={
                line.kind === 'book'
                  ? styles.lineCover
                  : `${styles.lineCover} ${styles.lineCoverWide}`
              }
              src={line.cover}
              width={line.kind === 'book' ? 54 : 96}
              height={line.kind === 'book' ? 72 : 54}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className={styles.lineCover} aria-hidden="true" />
          )}
          <span className={styles.lineTitle}>{line.title}</span>
          <span className={styles.lineFigures}>
            <span>{yuan(line.price)}</span>
            <span className={styles.muted}>×{line.quantity}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What can be done with a shop order now, as buttons. */
export function OrderActionButtons({
  order,
  actions,
}: {
  order: Pick<OrderListItem, 'id' | 'canPay' | 'canCancel' | 'canDelete' | 'canConfirm'>;
  actions: MobileOrderActions;
}) {
  return (
    <>
      {order.canCancel ? (
        <Button size="small" shape="rounded" onClick={() => actions.cancel(order.id)}>
          取消订单
        </Button>
      ) : null}
      {order.canDelete ? (
        <Button size="small" shape="rounded" onClick={() => actions.remove(order.id)}>
          删除订单
        </Button>
      ) : null}
      {order.canConfirm ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => actions.confirmReceipt(order.id)}
        >
          确认收货
        </Button>
      ) : null}
      {order.canPay ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          loading={actions.busy}
          onClick={() => actions.pay(order.id)}
        >
          去支付
        </Button>
      ) : null}
    </>
  );
}

/**
 * One order of 我的订单: when, its state, its goods, what was (or is to be) paid, and what can be
 * done now. VIP membership orders are listed too and lead to the VIP centre; a shop order opens
 * its own page.
 */
export function OrderCard({
  order,
  actions,
}: {
  order: OrderListItem;
  actions: MobileOrderActions;
}) {
  const shop = order.source === 'shop';
  const to = shop ? mobilePathTo('MOrderDetail', { id: order.id }) : mobilePathTo('MVipCenter');
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNum}`}>
      <Link to={to} className={styles.cardLink}>
        <header className={styles.cardHead}>
          <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
          {!shop ? <span className={styles.vipTag}>VIP会员</span> : null}
          <span className={`${styles.state} ${STATE_TONE[order.state]}`} data-testid="order-state">
            {order.stateText}
          </span>
        </header>
        {order.lines.length > 0 ? (
          <OrderLines lines={order.lines} />
        ) : (
          <p className={styles.orderTitle}>
            {order.title}
            <RightOutline className={styles.chevron} />
          </p>
        )}
        <p className={styles.total}>
          {order.state === 'unpaid' ? '应付' : order.state === 'closed' ? '订单金额' : '实付'}
          <strong>{yuan(order.payAmount)}</strong>
          {order.freight !== '0.00' ? (
            <span className={styles.muted}>（含运费 {yuan(order.freight)}）</span>
          ) : null}
        </p>
      </Link>
      {shop && (order.canPay || order.canCancel || order.canDelete || order.canConfirm) ? (
        <footer className={styles.cardActions}>
          <OrderActionButtons order={order} actions={actions} />
        </footer>
      ) : null}
    </article>
  );
}
