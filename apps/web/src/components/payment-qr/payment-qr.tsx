import { ClockCircleOutlined } from '@ant-design/icons';
import { QRCode } from 'antd';
import { PAYMENT_QR_SIZE_PX } from '@shangan/shared';
import { formatCountdown, yuan } from '../../lib/format';
import { useCountdown } from '../../lib/hooks/use-countdown';
import { AlipayLogo, WechatPayLogo } from './pay-logos';
import styles from './payment-qr.module.css';

/** What the payment step shows of an order: all of it as the server sent it. */
export interface PaymentQrOrder {
  orderNum: string;
  /** 购买物品 */
  product: string;
  /** Yuan string, e.g. "59.00". */
  payAmount: string;
  /** The text the payment QR code encodes. */
  url: string;
}

interface PaymentQrProps {
  order: PaymentQrOrder;
  /**
   * When the order (and its QR code) stops being payable, to count down to; without it no
   * countdown is shown.
   */
  expiresAt?: string | null;
  /** Said in place of the countdown once it has run out. */
  expiredText?: string;
  className?: string;
}

/**
 * The QR payment step of an order, VIP and shop alike: the order, the amount, the QR code of
 * the server's url, the two ways to scan it and, with a deadline, the time left to pay. The
 * dialog around it watches the order (pushed event and polling) and moves on once it settles.
 */
export function PaymentQr({
  order,
  expiresAt = null,
  expiredText = '支付已超时，订单已关闭，请重新下单',
  className,
}: PaymentQrProps) {
  const left = useCountdown(expiresAt);
  const expired = left === 0;
  // The local demo gateway's QR leads to a page of this site; a desktop without a phone at
  // hand can open it directly. A real gateway's weixin:// link only works in the WeChat app.
  const openable = /^https?:\/\//i.test(order.url);
  return (
    <div className={className}>
      <dl className={styles.orderFacts}>
        <dt>交易订单</dt>
        <dd data-testid="order-num">{order.orderNum}</dd>
        <dt>购买物品</dt>
        <dd>{order.product}</dd>
        <dt>支付金额</dt>
        <dd>
          <strong className={styles.payAmount} data-testid="order-amount">
            {yuan(order.payAmount)}
          </strong>
        </dd>
      </dl>
      <div className={styles.qrBox}>
        <div className={styles.qr} data-testid="pay-qr" data-url={order.url}>
          <QRCode
            value={order.url}
            size={PAYMENT_QR_SIZE_PX}
            bordered={false}
            errorLevel="M"
            status={expired ? 'expired' : 'active'}
            aria-label="支付二维码"
          />
        </div>
        {left !== null && (
          <div className={styles.countdown} role="timer" aria-live="off">
            <ClockCircleOutlined />
            {expired ? (
              expiredText
            ) : (
              <span>
                剩余支付时间 <strong data-testid="pay-countdown">{formatCountdown(left)}</strong>
              </span>
            )}
          </div>
        )}
        <div className={styles.scanNote}>
          <span className={styles.logos}>
            <WechatPayLogo />
            <AlipayLogo />
          </span>
          通过微信或支付宝扫码支付
        </div>
        {openable && !expired && (
          <a className={styles.openPay} href={order.url} target="_blank" rel="noreferrer">
            手机不在身边？点此打开支付页面
          </a>
        )}
        <p className={styles.waiting}>支付完成后本页面将自动跳转</p>
      </div>
    </div>
  );
}
