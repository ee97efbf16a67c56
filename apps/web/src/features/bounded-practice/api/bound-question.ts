import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetBoundQuestion } from '@shangan/shared/contracts/bounded-practice';
import { learningApi } from '../../../lib/api';
import { boundsKeys } from './keys';

/**
 * GET boundsDifficulty/v2/getQuestion — the next question in my band, without key. Asking
 * again before answering gets the same question, so a reload loses nothing.
 */
export function fetchBoundQuestion(setId: number): Promise<DataOf<typeof GetBoundQuestion>> {
  return learningApi.get<DataOf<typeof GetBoundQuestion>>('boundsDifficulty/v2/getQuestion', {
    params: { setId },
    // The page shows why there is no question (VIP, an empty band) in place.
    silent: true,
  });
}

/** Fetched again only when the page asks for the next question (never on focus or a timer). */
export function useBoundQuestion(setId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: boundsKeys.question(setId, viewer),
    queryFn: () => fetchBoundQuestion(setId),
    enabled: enabled && setId > 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
