import { mainApi } from '../../../lib/api';
import type { VipOrderState } from '../types';

/** GET /pc/vipOrders/geState/{id} — 1 once paid. Polled, so failures stay silent. */
export function fetchVipOrderState(orderId: number, signal?: AbortSignal): Promise<VipOrderState> {
  return mainApi.get<VipOrderState>(`/pc/vipOrders/geState/${orderId}`, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
