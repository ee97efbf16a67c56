import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SendFeedback } from '@shangan/shared/contracts/feedback';
import { mainApi } from '../../../lib/api';
import { myFeedbackKey } from './feedback-keys';

/** POST /pc/feedback/add — a refusal's message is shown by the client. */
export function sendFeedback(input: BodyOf<typeof SendFeedback>) {
  return mainApi.postJson<DataOf<typeof SendFeedback>>('/pc/feedback/add', input, {
    requireToken: true,
  });
}

export function useSendFeedback(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFeedbackKey(userId) }),
  });
}
