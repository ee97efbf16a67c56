import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListMyEnlistments } from '@shangan/shared/contracts/enlistment';
import { mainApi } from '../../../lib/api';
import { mineKey } from './shop-keys';

/** GET /app/enlist/index — the person's enlistments, one per exam at most. */
export function fetchMyEnlistments() {
  return mainApi.get<DataOf<typeof ListMyEnlistments>>('/app/enlist/index', { silent: true });
}

export function myEnlistmentsKey(userId: number | null) {
  return mineKey(userId, 'enlistments');
}

export function useMyEnlistments(userId: number | null) {
  return useQuery({
    queryKey: myEnlistmentsKey(userId),
    queryFn: fetchMyEnlistments,
    enabled: userId !== null,
  });
}
