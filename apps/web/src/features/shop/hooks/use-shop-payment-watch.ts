import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { SHOP_KEY } from '../api/shop-keys';
import { SETTLE_FAILURE, SHOP_PAYMENT } from '../lib/shop-payment';

/**
 * Watches a shop order while its payment step is on screen (the desktop's QR dialog, the
 * mobile sheet) and, once it settles, does what either site does: every shop figure is
 * refreshed (orders, coupons and stock may have moved), the result is said, then `onSettled`
 * runs with whether it was paid.
 */
export function useShopPaymentWatch(
  orderId: number | null,
  onSettled: (paid: boolean) => void,
): void {
  const queryClient = useQueryClient();
  usePaymentWatch(orderId, SHOP_PAYMENT, (state) => {
    void queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    if (state === 1) notify.success(Msg.paySuccess);
    else notify.warning(SETTLE_FAILURE[state]);
    onSettled(state === 1);
  });
}
