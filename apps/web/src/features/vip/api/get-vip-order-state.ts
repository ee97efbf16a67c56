import { mainApi } from '../../../lib/api';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetVipOrderState } from '@shangan/shared/contracts/vip';

/** GET /pc/vipOrders/geState/{id} — 1 once paid. Polled, so failures stay silent. */
export function fetchVipOrderState(orderId: number, signal?: AbortSignal) {
  return mainApi.get<DataOf<typeof GetVipOrderState>>(`/pc/vipOrders/geState/${orderId}`, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
