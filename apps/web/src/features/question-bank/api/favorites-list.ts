import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { Page, QuestionStem } from './types';

export interface FavoriteItem extends QuestionStem {
  starredAt: string;
}

/** POST favorites/favoritesList — my starred questions, newest first. */
export function fetchFavorites(filter: {
  page: number;
  size: number;
}): Promise<Page<FavoriteItem>> {
  return learningApi.post<Page<FavoriteItem>>('favorites/favoritesList', filter);
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
