import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { PayOrder } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';

/** POST /pc/orders/pay — 去支付: the unpaid order's QR code again (same amount and deadline). */
export function payOrder(id: number) {
  return mainApi.post<DataOf<typeof PayOrder>>('/pc/orders/pay', { id }, { requireToken: true });
}

export function usePayOrder() {
  return useMutation({ mutationFn: payOrder });
}
