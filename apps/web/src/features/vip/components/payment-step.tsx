import { LeftOutlined } from '@ant-design/icons';
import { PaymentQr } from '../../../components/payment-qr/payment-qr';
import type { VipOrder } from '../types';
import styles from './purchase-dialog.module.css';

interface PaymentStepProps {
  order: VipOrder;
  onBack: () => void;
}

/**
 * The payment step: 返回 to the packages, then the order, the amount and its QR code. While it
 * is on screen the dialog waits for the payment (pushed event and polling).
 */
export function PaymentStep({ order, onBack }: PaymentStepProps) {
  return (
    <div className={styles.payment}>
      <button type="button" className={styles.back} onClick={onBack}>
        <LeftOutlined /> 返回
      </button>
      <PaymentQr order={order} className={styles.paymentQr} />
    </div>
  );
}
