import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { Question } from './types';

/** GET favorites/questionView — one question as the review shows it. */
export function fetchQuestionView(questionId: number): Promise<Question> {
  return learningApi.get<Question>('favorites/questionView', { params: { questionId } });
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
