import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { ReplyFeedback } from '@shangan/shared/contracts/console/feedback';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/feedback/reply — a refusal's message is shown by the client. */
export function replyFeedback(input: BodyOf<typeof ReplyFeedback>) {
  return mainApi.postJson<DataOf<typeof ReplyFeedback>>('/console/feedback/reply', input);
}

export function useReplyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
