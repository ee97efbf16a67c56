import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { CheckBoundSetEquity } from '@shangan/shared/contracts/bounded-practice';
import { learningApi } from '../../../lib/api';
import { boundsKeys } from './keys';

/** GET boundsDifficulty/checkEquity — may I practise this set (VIP rules)? */
export function checkBoundSetEquity(setId: number): Promise<DataOf<typeof CheckBoundSetEquity>> {
  return learningApi.get<DataOf<typeof CheckBoundSetEquity>>('boundsDifficulty/checkEquity', {
    params: { setId },
    silent: true,
  });
}

export function useBoundSetEquity(setId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: boundsKeys.equity(setId, viewer),
    queryFn: () => checkBoundSetEquity(setId),
    enabled: enabled && setId > 0,
  });
}
