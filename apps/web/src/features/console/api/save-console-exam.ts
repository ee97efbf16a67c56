import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveConsoleExam } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { refreshSiteContent } from './console-keys';

/**
 * POST /console/site-content/exams/save — a new calendar entry (id null) or an entry's fields;
 * a refusal's message is shown by the client.
 */
export function saveConsoleExam(input: BodyOf<typeof SaveConsoleExam>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleExam>>(
    '/console/site-content/exams/save',
    input,
  );
}

export function useSaveConsoleExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleExam,
    onSuccess: () => refreshSiteContent(queryClient, 'exams'),
  });
}
