import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListTags } from '@shangan/shared/contracts/news/topics';
import { mainApi } from '../../../lib/api';

/** GET /pc/tags: the most used tags. */
export const tagsQuery = queryOptions({
  queryKey: ['news', 'tags'],
  queryFn: () => mainApi.get<DataOf<typeof ListTags>>('/pc/tags'),
  staleTime: 5 * 60_000,
});

export function useTags() {
  return useQuery(tagsQuery);
}
