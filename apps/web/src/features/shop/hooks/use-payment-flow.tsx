import { useState } from 'react';
import { PaymentDialog } from '../components/payment-dialog';
import type { CreatedShopOrder } from '../types';
import { useShopPaymentWatch } from './use-shop-payment-watch';

interface PaymentFlowOptions {
  /** Paid: 支付成功 has been said and the shop's queries are refreshing. */
  onPaid: (order: CreatedShopOrder) => void;
  /** The order closed (expired, cancelled elsewhere) or was refunded while the dialog waited. */
  onFailed?: (order: CreatedShopOrder) => void;
  /** The person closed the dialog; the order stays unpaid. */
  onGiveUp?: (order: CreatedShopOrder) => void;
}

/**
 * The payment step of a shop order wherever it starts (提交订单, 去支付): `pay(order)` opens the
 * QR dialog and watches the order until it settles. Render `dialog` once in the page.
 */
export function usePaymentFlow({ onPaid, onFailed, onGiveUp }: PaymentFlowOptions) {
  const [order, setOrder] = useState<CreatedShopOrder | null>(null);

  useShopPaymentWatch(order?.id ?? null, (paid) => {
    if (!order) return;
    setOrder(null);
    if (paid) onPaid(order);
    else onFailed?.(order);
  });

  const dialog = (
    <PaymentDialog
      payment={order}
      onClose={() => {
        const abandoned = order;
        setOrder(null);
        if (abandoned) onGiveUp?.(abandoned);
      }}
    />
  );
  return { pay: setOrder, dialog, paying: order };
}
