import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  CancelConsoleMockExam,
  CreateConsoleMockExam,
  ListConsoleMockExams,
  ListContestPaperOptions,
  UpdateConsoleMockExam,
} from '@shangan/shared/contracts/console/mock-exams';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';
import { PAPERS_KEY } from './console-papers';
import { IMPORT_TARGETS_KEY } from './import-targets';

export type ConsoleMockExamsQuery = QueryOf<typeof ListConsoleMockExams>;

/** Every mock-contest query (the lists and the papers a contest may use) lives under this key. */
export const MOCK_EXAMS_KEY = consoleKey('mockExams');

const CONTESTS_KEY = [...MOCK_EXAMS_KEY, 'list'] as const;
const PAPER_OPTIONS_KEY = [...MOCK_EXAMS_KEY, 'papers'] as const;

/**
 * After a contest is scheduled, changed or cancelled: the contests and the papers they may use read again,
 * and so do 试卷管理's lists and the import page's papers — the chosen drafts leave them while
 * the contest holds them and come back when it is cancelled — and the audit log.
 */
function refreshContests(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MOCK_EXAMS_KEY }),
    queryClient.invalidateQueries({ queryKey: PAPERS_KEY }),
    queryClient.invalidateQueries({ queryKey: IMPORT_TARGETS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/** GET /console/mock-exams — one page of contests, the latest start first. */
export function fetchConsoleMockExams(query: ConsoleMockExamsQuery) {
  return mainApi.get<DataOf<typeof ListConsoleMockExams>>('/console/mock-exams', {
    params: query,
    silent: true,
  });
}

export function useConsoleMockExams(query: ConsoleMockExamsQuery) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, query],
    queryFn: () => fetchConsoleMockExams(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/mock-exams/papers — the drafts with questions a stage may use, with its stage. */
export function fetchContestPaperOptions() {
  return mainApi.get<DataOf<typeof ListContestPaperOptions>>('/console/mock-exams/papers', {
    silent: true,
  });
}

/** The papers a new contest may use; asked only while the dialog is open (`enabled`). */
export function useContestPaperOptions(enabled: boolean) {
  return useQuery({
    queryKey: PAPER_OPTIONS_KEY,
    queryFn: fetchContestPaperOptions,
    enabled,
  });
}

/** POST /console/mock-exams/create — a contest scheduled on one or two draft papers. */
export function createConsoleMockExam(input: BodyOf<typeof CreateConsoleMockExam>) {
  return mainApi.postJson<DataOf<typeof CreateConsoleMockExam>>(
    '/console/mock-exams/create',
    input,
  );
}

export function useCreateConsoleMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsoleMockExam,
    onSuccess: () => refreshContests(queryClient),
  });
}

/** POST /console/mock-exams/update — a contest not started changed (its papers while nobody applied). */
export function updateConsoleMockExam(input: BodyOf<typeof UpdateConsoleMockExam>) {
  return mainApi.postJson<DataOf<typeof UpdateConsoleMockExam>>(
    '/console/mock-exams/update',
    input,
  );
}

export function useUpdateConsoleMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsoleMockExam,
    onSuccess: () => refreshContests(queryClient),
  });
}

/** POST /console/mock-exams/cancel — a contest not started and without applicants called off. */
export function cancelConsoleMockExam(input: BodyOf<typeof CancelConsoleMockExam>) {
  return mainApi.postJson<DataOf<typeof CancelConsoleMockExam>>(
    '/console/mock-exams/cancel',
    input,
  );
}

export function useCancelConsoleMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelConsoleMockExam,
    onSuccess: () => refreshContests(queryClient),
  });
}
