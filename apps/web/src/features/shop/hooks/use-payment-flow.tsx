import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import type { PayState } from '@shangan/shared/contracts/payment';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { waitForOrderEvent } from '../api/order-events';
import { fetchOrderPayState } from '../api/query-order';
import { SHOP_KEY } from '../api/shop-keys';
import { PaymentDialog } from '../components/payment-dialog';
import type { CreatedShopOrder } from '../types';

const SETTLE_FAILURE = {
  2: '订单已关闭，请重新下单',
  3: '订单状态已变化，已支付的款项将原路退回',
} as const;

/** How a shop order's payment is watched: /pc/orders/query polled, the shop's event stream. */
const SHOP_PAYMENT = {
  poll: async (orderId: number, signal: AbortSignal): Promise<PayState> =>
    (await fetchOrderPayState(orderId, signal)).payState,
  push: waitForOrderEvent,
};

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
