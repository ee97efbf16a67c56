import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListFavorites } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** POST favorites/favoritesList — my starred questions, newest first. */
export function fetchFavorites(filter: {
  page: number;
  size: number;
}): Promise<DataOf<typeof ListFavorites>> {
  return learningApi.post<DataOf<typeof ListFavorites>>('favorites/favoritesList', filter);
}

export function useFavorites(filter: { page: number; size: number }, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.favorites(filter),
      queryFn: () => fetchFavorites(filter),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
