import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetQuestionView } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** GET favorites/questionView — one question as the review shows it. */
export function fetchQuestionView(questionId: number): Promise<DataOf<typeof GetQuestionView>> {
  return learningApi.get<DataOf<typeof GetQuestionView>>('favorites/questionView', {
    params: { questionId },
  });
}

export function useQuestionView(questionId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.questionView(questionId ?? 0),
      queryFn: () => fetchQuestionView(questionId ?? 0),
      enabled: !!questionId,
    }),
  );
}
