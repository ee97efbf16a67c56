import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ListShortAnswers } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../../lib/api';
import { saKeys } from './keys';

export type ShortAnswerListFilter = BodyOf<typeof ListShortAnswers>;

/** POST shortAnswer/list — the section's material groups and their numbered questions. */
export function fetchShortAnswerList(filter: ShortAnswerListFilter) {
  return learningApi.post<DataOf<typeof ListShortAnswers>>('shortAnswer/list', filter, {
    silent: true,
  });
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
