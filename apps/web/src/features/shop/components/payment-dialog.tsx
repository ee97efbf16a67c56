import { App, Modal } from 'antd';
import { PaymentQr, type PaymentQrOrder } from '../../../components/payment-qr/payment-qr';
import styles from './payment-dialog.module.css';

/** What the payment step shows of an order: all of it as the server sent it. */
export interface PaymentView extends PaymentQrOrder {
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
      {payment && (
        <PaymentQr order={payment} expiresAt={payment.expiresAt} className={styles.payment} />
      )}
    </Modal>
  );
}
