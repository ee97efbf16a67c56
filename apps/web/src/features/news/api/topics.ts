import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { TopicSummary } from '../types';

/** GET /pc/articleTopics: topics and their classifications. */
export function topicsQuery(classification?: string) {
  return queryOptions({
    queryKey: ['news', 'topics', classification ?? ''],
    queryFn: () =>
      mainApi.get<{ classifications: string[]; list: TopicSummary[] }>('/pc/articleTopics', {
        params: { classification },
      }),
  });
}

export function useTopics(classification?: string) {
  return useQuery(topicsQuery(classification));
}
