import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { QB_KEY } from './keys';

export interface PlayUrl {
  url: string;
  expiresAt: string;
  mime: string;
  durationSeconds: number;
}

/** POST media/playUrl — a signed, expiring address for a video analysis. */
export function fetchPlayUrl(questionId: number, analysisId: number): Promise<PlayUrl> {
  return learningApi.post<PlayUrl>('media/playUrl', { questionId, analysisId }, { silent: true });
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
