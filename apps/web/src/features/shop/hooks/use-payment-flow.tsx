import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { SHOP_KEY } from '../api/shop-keys';
import { PaymentDialog } from '../components/payment-dialog';
import { SETTLE_FAILURE, SHOP_PAYMENT } from '../lib/shop-payment';
import type { CreatedShopOrder } from '../types';

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
  const queryClient = useQueryClient();

  usePaymentWatch(order?.id ?? null, SHOP_PAYMENT, (state) => {
    if (!order) return;
    setOrder(null);
    // Orders, coupons and stock: every shop figure may have moved.
    void queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    if (state === 1) {
      notify.success(Msg.paySuccess);
      onPaid(order);
    } else {
      notify.warning(SETTLE_FAILURE[state]);
      onFailed?.(order);
    }
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
