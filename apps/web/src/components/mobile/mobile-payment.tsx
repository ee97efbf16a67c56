import { isWeChatBrowser } from '@shangan/shared';
import { Button, DotLoading } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatCountdown, yuan } from '../../lib/format';
import { useCountdown } from '../../lib/hooks/use-countdown';
import { mobilePathTo } from '../../lib/mobile-paths';
import { payLinkOf } from '../../lib/payment/pay-link';
import styles from './mobile-payment.module.css';

const PayQr = lazy(() => import('./pay-qr'));

export interface MobilePaymentOrder {
  orderNum: string;
  /** 购买物品 */
  product: string;
  /** Yuan string as the server sent it. */
  payAmount: string;
  /** The payment address the server opened at its gateway. */
  url: string;
  expiresAt: string;
}

interface MobilePaymentProps {
  order: MobilePaymentOrder;
  /**
   * A path of the mobile site the local pay page offers to go back to once paid: the page that
   * is waiting for this order.
   */
  returnTo: string;
  /** Leaves the payment (the order stays unpaid until it expires); the page asks first. */
  onCancel: () => void;
  cancelText?: string;
}

/**
 * The payment step of an order on a phone, VIP and shop alike: the amount, what it is for, the
 * time left, and the way to pay that the server's gateway offers (see lib/payment/pay-link.ts).
 * The page around it watches the order (pushed event and polling) and moves on once it settles.
 */
export function MobilePayment({
  order,
  returnTo,
  onCancel,
  cancelText = '取消支付',
}: MobilePaymentProps) {
  const left = useCountdown(order.expiresAt);
  const expired = left === 0;
  const link = payLinkOf(order.url);

  let action;
  if (expired) {
    action = <p className={styles.expired}>支付已超时，订单已关闭，请重新下单</p>;
  } else if (link.kind === 'local') {
    action = (
      <Link
        className={styles.payLink}
        to={mobilePathTo(
          'MPayLocal',
          { orderNum: link.orderNum },
          { t: link.token, back: returnTo },
        )}
      >
        去支付
      </Link>
    );
  } else if (link.kind === 'web') {
    action = (
      <a className={styles.payLink} href={link.href} rel="noreferrer">
        去支付
      </a>
    );
  } else {
    action = (
      <div className={styles.scan}>
        <div className={styles.qr}>
          <Suspense fallback={<DotLoading />}>
            <PayQr value={link.url} size={180} />
          </Suspense>
        </div>
        <p className={styles.scanNote}>
          {isWeChatBrowser(navigator.userAgent)
            ? '长按二维码，选择「识别图中二维码」完成支付'
            : '请用另一部手机的微信扫码支付，或截图保存后在微信「扫一扫」中从相册选取此二维码'}
        </p>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-label="订单支付">
      <div className={styles.amount}>
        <span>支付金额</span>
        <strong data-testid="pay-amount">{yuan(order.payAmount)}</strong>
      </div>
      <dl className={styles.facts}>
        <dt>购买物品</dt>
        <dd>{order.product}</dd>
        <dt>交易订单</dt>
        <dd data-testid="order-num">{order.orderNum}</dd>
      </dl>
      {left !== null && !expired ? (
        <p className={styles.countdown} role="timer" aria-live="off">
          <ClockCircleOutline /> 剩余支付时间 <strong>{formatCountdown(left)}</strong>
        </p>
      ) : null}
      {action}
      {!expired ? (
        <p className={styles.waiting}>
          支付完成后本页面将自动更新
          <DotLoading />
        </p>
      ) : null}
      <Button block fill="none" className={styles.cancel} onClick={onCancel}>
        {expired ? '返回' : cancelText}
      </Button>
    </section>
  );
}
