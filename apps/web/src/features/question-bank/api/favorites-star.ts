import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { StarQuestion, UnstarQuestion } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { QB_KEY } from './keys';

type StarResult = DataOf<typeof StarQuestion> | DataOf<typeof UnstarQuestion>;

/** POST favorites/star and favorites/cancelStar — star or unstar a question. */
export function setStarred(questionId: number, starred: boolean): Promise<StarResult> {
  return starred
    ? learningApi.post<DataOf<typeof StarQuestion>>('favorites/star', { questionId })
    : learningApi.post<DataOf<typeof UnstarQuestion>>('favorites/cancelStar', { questionId });
}

export function useSetStarred() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, starred }: { questionId: number; starred: boolean }) =>
      setStarred(questionId, starred),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...QB_KEY, 'favorites'] }),
  });
}
