import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListFavorites } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export interface FavoritesFilter {
  page: number;
  size: number;
  /** One subject's starred questions; all of them without it. */
  subjectId?: number;
}

/** POST favorites/favoritesList — my starred questions, newest first. */
export function fetchFavorites(filter: FavoritesFilter): Promise<DataOf<typeof ListFavorites>> {
  return learningApi.post<DataOf<typeof ListFavorites>>('favorites/favoritesList', filter);
}

export function useFavorites(filter: FavoritesFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.favorites(filter),
      queryFn: () => fetchFavorites(filter),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
