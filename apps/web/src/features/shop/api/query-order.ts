import type { DataOf } from '@shangan/shared/contracts';
import type { QueryOrder } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';

/** GET /pc/orders/query?id= — the pay state the payment dialog polls, so failures stay silent. */
export function fetchOrderPayState(id: number, signal?: AbortSignal) {
  return mainApi.get<DataOf<typeof QueryOrder>>('/pc/orders/query', {
    params: { id },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
