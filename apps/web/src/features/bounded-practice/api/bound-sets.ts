import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListBoundSets } from '@shangan/shared/contracts/bounded-practice';
import { learningApi } from '../../../lib/api';
import { boundsKeys } from './keys';

/** GET boundsDifficulty/list — a subject's sets (the first subject's without one), bands, progress. */
export function fetchBoundSets(subjectId?: number): Promise<DataOf<typeof ListBoundSets>> {
  return learningApi.get<DataOf<typeof ListBoundSets>>('boundsDifficulty/list', {
    params: subjectId ? { subjectId } : {},
    // The page shows a failure in place (with 重试); a toast as well would say it twice.
    silent: true,
  });
}

export function useBoundSets(subjectId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: boundsKeys.sets(subjectId, viewer),
    queryFn: () => fetchBoundSets(subjectId || undefined),
    enabled,
  });
}
