import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListTopicTypeArticles } from '@shangan/shared/contracts/news/topics';
import { mainApi } from '../../../lib/api';
import { nextPageParam } from '../../../lib/paging';

const PAGE_SIZE = 10;

function fetchTopicTypeArticles(id: number, type: number, page: number, silent = false) {
  return mainApi.get<DataOf<typeof ListTopicTypeArticles>>(
    `/pc/articleTopics/${id}/type/${type}/articles`,
    { params: { page, pageSize: PAGE_SIZE }, silent },
  );
}

/** GET /pc/articleTopics/{id}/type/{type}/articles: one typed list of a topic, paged. */
export function topicTypeArticlesQuery(id: number, type: number, page: number) {
  return queryOptions({
    queryKey: ['news', 'topicType', id, type, page],
    queryFn: () => fetchTopicTypeArticles(id, type, page),
    placeholderData: keepPreviousData,
  });
}

export function useTopicTypeArticles(id: number, type: number | undefined, page: number) {
  return useQuery({ ...topicTypeArticlesQuery(id, type ?? 0, page), enabled: !!type });
}

/** The same list page after page (the mobile site); the list shows its own error and retry. */
export function topicTypePagesQuery(id: number, type: number) {
  return infiniteQueryOptions({
    queryKey: ['news', 'topicTypePages', id, type],
    queryFn: ({ pageParam }) => fetchTopicTypeArticles(id, type, pageParam, true),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useTopicTypePages(id: number, type: number | undefined) {
  return useInfiniteQuery({ ...topicTypePagesQuery(id, type ?? 0), enabled: !!type });
}
