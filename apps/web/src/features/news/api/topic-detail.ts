import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { TopicDetail } from '../types';

/** GET /pc/articleTopics/{id}: a topic with the newest articles of each type. */
export function topicDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['news', 'topic', id],
    queryFn: () => mainApi.get<TopicDetail>(`/pc/articleTopics/${id}`, { silent: true }),
  });
}

export function useTopicDetail(id: number) {
  return useQuery({ ...topicDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
