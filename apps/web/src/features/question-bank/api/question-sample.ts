import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { Question, TypeCode } from './types';

/** GET questionSample — one free question of a type (no key) for the widget demo routes. */
export function fetchQuestionSample(
  typeCode: TypeCode,
  childType?: 'choice' | 'short_answer',
): Promise<Question> {
  return learningApi.get<Question>('questionSample', {
    params: { typeCode, ...(childType ? { childType } : {}) },
  });
}

export function useQuestionSample(typeCode: TypeCode, childType?: 'choice' | 'short_answer') {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.sample(typeCode, childType),
      queryFn: () => fetchQuestionSample(typeCode, childType),
    }),
  );
}
