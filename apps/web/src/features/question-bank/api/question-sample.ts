import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { GetQuestionSample } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

type SampleQuery = QueryOf<typeof GetQuestionSample>;

/** GET questionSample — one free question of a type (no key) for the widget demo routes. */
export function fetchQuestionSample(
  typeCode: SampleQuery['typeCode'],
  childType?: SampleQuery['childType'],
): Promise<DataOf<typeof GetQuestionSample>> {
  return learningApi.get<DataOf<typeof GetQuestionSample>>('questionSample', {
    params: { typeCode, ...(childType ? { childType } : {}) },
  });
}

export function useQuestionSample(
  typeCode: SampleQuery['typeCode'],
  childType?: SampleQuery['childType'],
) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.sample(typeCode, childType),
      queryFn: () => fetchQuestionSample(typeCode, childType),
    }),
  );
}
