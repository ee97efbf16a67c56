import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SubmitCheck } from '@shangan/shared/contracts/psychology';
import { learningApi } from '../../../lib/api';
import { PSYCHOLOGY_KEY } from './keys';

export type SubmitCheckBody = BodyOf<typeof SubmitCheck>;

/**
 * POST psychologicalCheck/submitAnswer — the server scores it. The taking's token makes a
 * repeated click or a retry answer the record the first one made.
 */
export function submitCheck(body: SubmitCheckBody): Promise<DataOf<typeof SubmitCheck>> {
  return learningApi.post<DataOf<typeof SubmitCheck>>('psychologicalCheck/submitAnswer', body);
}

/** A refusal (an item left unanswered …) is shown by the client as the server words it. */
export function useSubmitCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PSYCHOLOGY_KEY }),
  });
}
