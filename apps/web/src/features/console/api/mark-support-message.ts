import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { MarkSupportMessage } from '@shangan/shared/contracts/console/support';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/messages/mark — a refusal's message is shown by the client. */
export function markSupportMessage(input: BodyOf<typeof MarkSupportMessage>) {
  return mainApi.postJson<DataOf<typeof MarkSupportMessage>>('/console/messages/mark', input);
}

export function useMarkSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
