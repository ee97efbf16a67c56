import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  CommitPositionImport,
  GetPositionTemplate,
  ListConsoleEnlistExams,
  PreviewPositionImport,
} from '@shangan/shared/contracts/console/enlistment';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';
import { IMPORT_TIMEOUT_MS } from './preview-import';

/** Every position-table query lives under this key. */
export const ENLISTMENT_KEY = consoleKey('enlistment');

/** GET /console/enlistment/exams — the exams with their position and enlistment counts. */
export function fetchConsoleEnlistExams() {
  return mainApi.get<DataOf<typeof ListConsoleEnlistExams>>('/console/enlistment/exams', {
    silent: true,
  });
}

export function useConsoleEnlistExams() {
  return useQuery({ queryKey: ENLISTMENT_KEY, queryFn: fetchConsoleEnlistExams });
}

/** POST /console/enlistment/positions/preview — the table read and checked; nothing written. */
export function previewPositionImport(input: BodyOf<typeof PreviewPositionImport>) {
  return mainApi.postJson<DataOf<typeof PreviewPositionImport>>(
    '/console/enlistment/positions/preview',
    input,
    { timeoutMs: IMPORT_TIMEOUT_MS },
  );
}

export const usePreviewPositionImport = () => useMutation({ mutationFn: previewPositionImport });

/** POST /console/enlistment/positions/commit — the same file written at once. */
export function commitPositionImport(input: BodyOf<typeof CommitPositionImport>) {
  return mainApi.postJson<DataOf<typeof CommitPositionImport>>(
    '/console/enlistment/positions/commit',
    input,
    { timeoutMs: IMPORT_TIMEOUT_MS },
  );
}

export function useCommitPositionImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitPositionImport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ENLISTMENT_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

/** GET /console/enlistment/positions/template — the Excel template in base64. */
export function fetchPositionTemplate() {
  return mainApi.get<DataOf<typeof GetPositionTemplate>>('/console/enlistment/positions/template');
}
