import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { RetryJob } from '@shangan/shared/contracts/console/jobs';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';

/** POST /console/jobs/retry — a failed run queued again; a refusal's message is shown. */
export function retryJob(input: BodyOf<typeof RetryJob>) {
  return mainApi.postJson<DataOf<typeof RetryJob>>('/console/jobs/retry', input);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // A retried video job changes its lesson's state too: every console list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
