import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { PreviewImport } from '@shangan/shared/contracts/console/question-import';
import { mainApi } from '../../../lib/api';
import { IMPORT_HISTORY_KEY } from './import-history';

/**
 * A file of thousands of questions takes the server longer to read and check than the client's
 * usual 15 s, and 20MB takes a while to send on a school's line.
 */
export const IMPORT_TIMEOUT_MS = 180_000;

/** POST /console/question-import/preview — a refusal's message is shown by the client. */
export function previewImport(input: BodyOf<typeof PreviewImport>) {
  return mainApi.postJson<DataOf<typeof PreviewImport>>('/console/question-import/preview', input, {
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewImport,
    // Each preview is kept in the history (未导入) until it is committed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_HISTORY_KEY }),
  });
}
