import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListTopics } from '@shangan/shared/contracts/news/topics';
import { mainApi } from '../../../lib/api';

/** GET /pc/articleTopics: topics and their classifications. */
export function topicsQuery(classification?: string) {
  return queryOptions({
    queryKey: ['news', 'topics', classification ?? ''],
    queryFn: () =>
      mainApi.get<DataOf<typeof ListTopics>>('/pc/articleTopics', {
        params: { classification },
      }),
  });
}

export function useTopics(classification?: string) {
  return useQuery(topicsQuery(classification));
}
