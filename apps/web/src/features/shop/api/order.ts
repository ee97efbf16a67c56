import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetOrder } from '@shangan/shared/contracts/commerce/orders';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

/** GET /pc/orders/show?id= — one of the person's shop orders; the page shows its own errors. */
export function fetchOrder(id: number) {
  return mainApi.get<DataOf<typeof GetOrder>>('/pc/orders/show', {
    params: { id },
    silent: true,
  });
}

export function orderKey(userId: number | null, id: number) {
  return mineKey(userId, 'order', id);
}

export function useOrder(userId: number | null, id: number | null) {
  return useQuery({
    queryKey: orderKey(userId, id ?? 0),
    queryFn: () => fetchOrder(id ?? 0),
    enabled: userId !== null && id !== null,
  });
}
