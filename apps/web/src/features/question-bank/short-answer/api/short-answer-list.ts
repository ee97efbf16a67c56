import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../../lib/api';
import { saKeys } from './keys';
import type { ShortAnswerList } from './types';

export interface ShortAnswerListFilter {
  catalogueId?: number;
  paperId?: number;
}

/** POST shortAnswer/list — the section's material groups and their numbered questions. */
export function fetchShortAnswerList(filter: ShortAnswerListFilter): Promise<ShortAnswerList> {
  return learningApi.post<ShortAnswerList>('shortAnswer/list', filter, { silent: true });
}

export function useShortAnswerList(filter: ShortAnswerListFilter, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: saKeys.list(filter),
      queryFn: () => fetchShortAnswerList(filter),
      enabled: enabled && Boolean(filter.catalogueId || filter.paperId),
    }),
  );
}
