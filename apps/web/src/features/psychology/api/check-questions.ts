import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetCheckQuestions } from '@shangan/shared/contracts/psychology';
import { learningApi } from '../../../lib/api';
import { psychologyKeys } from './keys';

/** GET psychologicalCheck/questionList — a scale's items with their options. */
export function fetchCheckQuestions(checkId: number): Promise<DataOf<typeof GetCheckQuestions>> {
  return learningApi.get<DataOf<typeof GetCheckQuestions>>('psychologicalCheck/questionList', {
    params: { checkId },
    silent: true,
  });
}

export function useCheckQuestions(checkId: number, enabled = true) {
  return useQuery({
    queryKey: psychologyKeys.questions(checkId),
    queryFn: () => fetchCheckQuestions(checkId),
    enabled: enabled && checkId > 0,
    // The items of a scale do not change while it is being answered.
    staleTime: Infinity,
  });
}
