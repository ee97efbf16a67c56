import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../../lib/api';
import { saKeys } from './keys';
import type { ShortAnswerView } from './types';

/** GET shortAnswer/question?id= — the question, its materials and my answer. */
export function fetchShortAnswerQuestion(id: number): Promise<ShortAnswerView> {
  return learningApi.get<ShortAnswerView>('shortAnswer/question', {
    params: { id },
    silent: true,
  });
}

export function useShortAnswerQuestion(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: saKeys.question(id),
      queryFn: () => fetchShortAnswerQuestion(id),
      enabled: enabled && id > 0,
      // The answer box owns the text while it is open; a background refetch must not reset it.
      refetchOnWindowFocus: false,
    }),
  );
}
