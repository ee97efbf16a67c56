import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  RemoveConsoleEnlistExam,
  SaveConsoleEnlistExam,
} from '@shangan/shared/contracts/console/enlistment';
import { mainApi } from '../../../lib/api';
import { ENLISTMENT_KEY } from './console-enlistment';
import { AUDIT_KEY } from './console-keys';

export type EnlistExamBody = BodyOf<typeof SaveConsoleEnlistExam>;

/** After an exam is saved or removed: the exams read again, and the audit log. */
function refreshEnlistExams(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ENLISTMENT_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/**
 * POST /console/enlistment/exams/save — a new exam (id null) with the enlistment service the
 * shop sells with it, or an exam's fields; a refusal's message is shown by the client.
 */
export function saveConsoleEnlistExam(input: EnlistExamBody) {
  return mainApi.postJson<DataOf<typeof SaveConsoleEnlistExam>>(
    '/console/enlistment/exams/save',
    input,
  );
}

export function useSaveConsoleEnlistExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleEnlistExam,
    onSuccess: () => refreshEnlistExams(queryClient),
  });
}

/**
 * POST /console/enlistment/exams/remove — an exam with no positions and no enlistments; its
 * service leaves the shop. A refusal's message (what it still has) is shown by the client.
 */
export function removeConsoleEnlistExam(input: BodyOf<typeof RemoveConsoleEnlistExam>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleEnlistExam>>(
    '/console/enlistment/exams/remove',
    input,
  );
}

export function useRemoveConsoleEnlistExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleEnlistExam,
    onSuccess: () => refreshEnlistExams(queryClient),
  });
}
