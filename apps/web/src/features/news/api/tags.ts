import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api';
import type { TagCount } from '../types';

/** GET /pc/tags: the most used tags. */
export const tagsQuery = queryOptions({
  queryKey: ['news', 'tags'],
  queryFn: () => mainApi.get<TagCount[]>('/pc/tags'),
  staleTime: 5 * 60_000,
});

export function useTags() {
  return useQuery(tagsQuery);
}
