import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetHotWords } from '@shangan/shared/contracts/news/search';
import { mainApi } from '../../../lib/api';

/** GET /pc/search/hotWords: what people search most. */
export const hotWordsQuery = queryOptions({
  queryKey: ['search', 'hotWords'],
  queryFn: () => mainApi.get<DataOf<typeof GetHotWords>>('/pc/search/hotWords', { silent: true }),
  staleTime: 5 * 60_000,
});

export function useHotWords(enabled = true) {
  return useQuery({ ...hotWordsQuery, enabled });
}
