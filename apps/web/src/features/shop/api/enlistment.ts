import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetEnlistment } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

/** GET /app/enlistById?id= — one of the person's enlistments; the page shows its own errors. */
export function fetchEnlistment(id: number) {
  return mainApi.get<DataOf<typeof GetEnlistment>>('/app/enlistById', {
    params: { id },
    silent: true,
  });
}

export function enlistmentKey(userId: number | null, id: number) {
  return mineKey(userId, 'enlistment', id);
}

export function useEnlistment(userId: number | null, id: number | null) {
  return useQuery({
    queryKey: enlistmentKey(userId, id ?? 0),
    queryFn: () => fetchEnlistment(id ?? 0),
    enabled: userId !== null && id !== null,
  });
}
