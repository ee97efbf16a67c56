import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CommitImport } from '@shangan/shared/contracts/console/question-import';
import { mainApi } from '../../../lib/api';
import { CONSOLE_KEY } from './console-keys';
import { IMPORT_TIMEOUT_MS } from './preview-import';

/** POST /console/question-import/commit — a refusal's message is shown by the client. */
export function commitImport(input: BodyOf<typeof CommitImport>) {
  return mainApi.postJson<DataOf<typeof CommitImport>>('/console/question-import/commit', input, {
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY }),
  });
}
