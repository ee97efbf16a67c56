import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MobilePayment } from '../../../components/mobile';
import {
  forgetPendingPayment,
  keepPendingPayment,
  pendingPayment,
} from '../../../lib/payment/pending-payment';
import type { PendingOrder } from '../../../lib/payment/pending-payment';
import { hasToken } from '../../../lib/session-storage';
import { useShopPaymentWatch } from '../hooks/use-shop-payment-watch';
import styles from './shop.module.css';

interface ShopPaymentOptions {
  /** Paid: 支付成功 has been said and the shop's queries are refreshing. */
  onPaid: (order: PendingOrder) => void;
}

/**
 * The payment step of a shop order on a phone, wherever it starts (提交订单, 去支付): `pay(order)`
 * opens the payment sheet and watches the order until it settles. The order is kept for this tab
 * while the person pays on the gateway's page, so the page that sent them picks it up again on
 * their return (lib/payment/pending-payment.ts). Render `sheet` once in the page.
 */
export function useShopPayment({ onPaid }: ShopPaymentOptions) {
  const location = useLocation();
  const [order, setOrder] = useState<PendingOrder | null>(() =>
    hasToken() ? pendingPayment('shop') : null,
  );

  useShopPaymentWatch(order?.id ?? null, (paid) => {
    if (!order) return;
    forgetPendingPayment('shop');
    setOrder(null);
    if (paid) onPaid(order);
  });

  const pay = (next: PendingOrder) => {
    keepPendingPayment('shop', next);
    setOrder(next);
  };
  const close = () => {
    // The order stays unpaid until it expires: 去支付 in 我的订单 opens it again.
    forgetPendingPayment('shop');
    setOrder(null);
  };

  const sheet = (
    <Popup
      visible={order !== null}
      onMaskClick={close}
      position="bottom"
      bodyClassName={styles.paySheet}
      destroyOnClose
    >
      {order ? (
        <MobilePayment
          order={order}
          returnTo={`${location.pathname}${location.search}`}
          onCancel={close}
          cancelText="稍后支付"
        />
      ) : null}
    </Popup>
  );
  return { pay, sheet, paying: order };
}
