import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetTopic } from '@shangan/shared/contracts/news/topics';
import { mainApi } from '../../../lib/api';

/** GET /pc/articleTopics/{id}: a topic with the newest articles of each type. */
export function topicDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['news', 'topic', id],
    queryFn: () =>
      mainApi.get<DataOf<typeof GetTopic>>(`/pc/articleTopics/${id}`, { silent: true }),
  });
}

export function useTopicDetail(id: number) {
  return useQuery({ ...topicDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
