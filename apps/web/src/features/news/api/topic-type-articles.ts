import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListTopicTypeArticles } from '@shangan/shared/contracts/news/topics';
import { mainApi } from '../../../lib/api';

/** GET /pc/articleTopics/{id}/type/{type}/articles: one typed list of a topic, paged. */
export function topicTypeArticlesQuery(id: number, type: number, page: number) {
  return queryOptions({
    queryKey: ['news', 'topicType', id, type, page],
    queryFn: () =>
      mainApi.get<DataOf<typeof ListTopicTypeArticles>>(
        `/pc/articleTopics/${id}/type/${type}/articles`,
        { params: { page, pageSize: 10 } },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTopicTypeArticles(id: number, type: number | undefined, page: number) {
  return useQuery({ ...topicTypeArticlesQuery(id, type ?? 0, page), enabled: !!type });
}
