import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SubmitHomework } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { HOMEWORK_KEY } from './keys';

export type SubmitBody = BodyOf<typeof SubmitHomework>;
export type SubmitResult = DataOf<typeof SubmitHomework>;

/**
 * POST /app/studentAnswers — saves the last answers and hands the homework in, once. Not silent:
 * a refusal (已提交, 已截止 …) is shown in the server's words.
 */
export function submitHomework(body: SubmitBody) {
  return mainApi.postJson<DataOf<typeof SubmitHomework>>('/app/studentAnswers', body);
}

/**
 * Hands in, then refreshes every list and sheet (the state and score have changed). Not
 * awaited: the answer card leaves for the result page at once rather than turn into a
 * 已提交 notice first.
 */
export function useSubmitHomework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitHomework,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: HOMEWORK_KEY });
    },
  });
}
