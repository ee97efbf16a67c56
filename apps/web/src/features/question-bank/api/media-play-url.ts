import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetMediaPlayUrl } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { QB_KEY } from './keys';

/** POST media/playUrl — a signed, expiring address for a video analysis. */
export function fetchPlayUrl(
  questionId: number,
  analysisId: number,
): Promise<DataOf<typeof GetMediaPlayUrl>> {
  return learningApi.post<DataOf<typeof GetMediaPlayUrl>>(
    'media/playUrl',
    { questionId, analysisId },
    { silent: true },
  );
}

export function usePlayUrl(questionId: number, analysisId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...QB_KEY, 'playUrl', questionId, analysisId],
      queryFn: () => fetchPlayUrl(questionId, analysisId),
      enabled,
      // The address expires; ask again rather than reuse an old one.
      staleTime: 60_000,
      gcTime: 60_000,
    }),
  );
}
