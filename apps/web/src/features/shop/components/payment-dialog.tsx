import { AlipayCircleFilled, ClockCircleOutlined, WechatFilled } from '@ant-design/icons';
import { App, Modal, QRCode } from 'antd';
import { PAYMENT_QR_SIZE_PX } from '@shangan/shared';
import { formatCountdown, yuan } from '../format';
import { useCountdown } from '../hooks/use-countdown';
import styles from './payment-dialog.module.css';

/** What the payment step shows of an order: all of it as the server sent it. */
export interface PaymentView {
  orderNum: string;
  /** 购买物品 */
  product: string;
  /** Yuan string, e.g. "59.00". */
  payAmount: string;
  /** The text the payment QR code encodes. */
  url: string;
  /** When the unpaid order (and its QR code) expires; null when the server gives no limit. */
  expiresAt: string | null;
}

interface PaymentDialogProps {
  payment: PaymentView | null;
  /** The person gave up waiting (the order stays unpaid and can be paid later). */
  onClose: () => void;
}

/** Above the page's own popovers, like the VIP dialogs. */
const DIALOG_Z_INDEX = 1100;

/**
 * The payment step of a shop order, in the VIP dialog's style: the order, the amount, the QR
 * code of the server's url and the time left to pay. The page that opens it watches the order
 * (pushed event and polling) and closes it once the order settles.
 */
export function PaymentDialog({ payment, onClose }: PaymentDialogProps) {
  const { modal } = App.useApp();
  const close = () => {
    modal.confirm({
      title: '确定要放弃支付吗？',
      content: '订单已为您保留，可在“我的订单”中继续支付',
      okText: '暂不支付',
      cancelText: '继续支付',
      centered: true,
      zIndex: DIALOG_Z_INDEX + 10,
      onOk: onClose,
    });
  };
  return (
    <Modal
      open={payment !== null}
      title="扫码支付"
      footer={null}
      width={480}
      mask={{ closable: false }}
      zIndex={DIALOG_Z_INDEX}
      onCancel={close}
      destroyOnHidden
    >
      {payment && <PaymentBody payment={payment} />}
    </Modal>
  );
}

function PaymentBody({ payment }: { payment: PaymentView }) {
  const left = useCountdown(payment.expiresAt);
  const expired = left === 0;
  // The local demo gateway's QR leads to a page of this site; a desktop without a phone at
  // hand can open it directly. A real gateway's weixin:// link only works in the WeChat app.
  const openable = /^https?:\/\//i.test(payment.url);
  return (
    <div className={styles.payment}>
      <dl className={styles.orderFacts}>
        <dt>交易订单</dt>
        <dd data-testid="order-num">{payment.orderNum}</dd>
        <dt>购买物品</dt>
        <dd>{payment.product}</dd>
        <dt>支付金额</dt>
        <dd>
          <strong className={styles.payAmount} data-testid="order-amount">
            {yuan(payment.payAmount)}
          </strong>
        </dd>
      </dl>
      <div className={styles.qrBox}>
        <div className={styles.qr} data-testid="pay-qr" data-url={payment.url}>
          <QRCode
            value={payment.url}
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
              '支付已超时，订单已关闭，请重新下单'
            ) : (
              <span>
                剩余支付时间 <strong data-testid="pay-countdown">{formatCountdown(left)}</strong>
              </span>
            )}
          </div>
        )}
        <div className={styles.scanNote}>
          <WechatFilled className={styles.wechat} aria-label="微信支付" />
          <AlipayCircleFilled className={styles.alipay} aria-label="支付宝" />
          通过微信或支付宝扫码支付
        </div>
        {openable && !expired && (
          <a className={styles.openPay} href={payment.url} target="_blank" rel="noreferrer">
            手机不在身边？点此打开支付页面
          </a>
        )}
        <p className={styles.waiting}>支付完成后本页面将自动跳转</p>
      </div>
    </div>
  );
}
