import { LeftOutlined } from '@ant-design/icons';
import { QRCode } from 'antd';
import { PAYMENT_QR_SIZE_PX } from '@shangan/shared';
import { yuan } from '../format';
import type { VipOrder } from '../types';
import { AlipayLogo, WechatPayLogo } from './pay-logos';
import styles from './purchase-dialog.module.css';

interface PaymentStepProps {
  order: VipOrder;
  onBack: () => void;
}

/**
 * The payment step: the order, the amount in yuan and the QR code of the order's
 * url. While it is on screen the dialog waits for the payment (pushed event and polling).
 */
export function PaymentStep({ order, onBack }: PaymentStepProps) {
  // The local demo gateway's QR leads to a page of this site; a desktop without a phone at
  // hand can open it directly. A real gateway's weixin:// link only works in the WeChat app.
  const openable = /^https?:\/\//i.test(order.url);
  return (
    <div className={styles.payment}>
      <button type="button" className={styles.back} onClick={onBack}>
        <LeftOutlined /> 返回
      </button>
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
            aria-label="支付二维码"
          />
        </div>
        <div className={styles.scanNote}>
          <span className={styles.logos}>
            <WechatPayLogo />
            <AlipayLogo />
          </span>
          通过微信或支付宝扫码支付
        </div>
        {openable && (
          <a className={styles.openPay} href={order.url} target="_blank" rel="noreferrer">
            手机不在身边？点此打开支付页面
          </a>
        )}
        <p className={styles.waiting}>支付完成后本页面将自动跳转</p>
      </div>
    </div>
  );
}
