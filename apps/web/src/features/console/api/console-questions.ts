import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  GetConsoleQuestion,
  ListConsoleQuestions,
  ListQuestionTargets,
  RemoveConsoleQuestion,
  SaveConsoleQuestion,
  UploadQuestionMedia,
} from '@shangan/shared/contracts/console/questions';
import { mainApi } from '../../../lib/api';
import { CATALOGUES_KEY } from './console-catalogues';
import { AUDIT_KEY, QUESTIONS_KEY } from './console-keys';
import { PAPERS_KEY } from './console-papers';
import { IMPORT_TARGETS_KEY } from './import-targets';
import { IMPORT_TIMEOUT_MS } from './preview-import';

export type ConsoleQuestionsQuery = QueryOf<typeof ListConsoleQuestions>;
export type QuestionTargets = DataOf<typeof ListQuestionTargets>;
export type UploadedQuestionMedia = DataOf<typeof UploadQuestionMedia>;

/**
 * The subjects with their knowledge points and papers, under the import page's key: whatever
 * changes those (a paper created or scheduled for a contest, a knowledge point renamed) already
 * refreshes that key, and so this one.
 */
const TARGETS_KEY = [...IMPORT_TARGETS_KEY, 'questions'] as const;

/**
 * After a question is saved or removed: the question lists, the papers (their question counts
 * and totals) and the knowledge points (their question counts), and the audit log.
 */
function refreshQuestions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: PAPERS_KEY }),
    queryClient.invalidateQueries({ queryKey: CATALOGUES_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/** GET /console/questions — one page of the bank's questions, newest first. */
export function fetchConsoleQuestions(query: ConsoleQuestionsQuery) {
  return mainApi.get<DataOf<typeof ListConsoleQuestions>>('/console/questions', {
    params: query,
    silent: true,
  });
}

export function useConsoleQuestions(query: ConsoleQuestionsQuery) {
  return useQuery({
    queryKey: [...QUESTIONS_KEY, 'list', query],
    queryFn: () => fetchConsoleQuestions(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/questions/targets — subjects, each with its knowledge points (flat) and papers. */
export function fetchQuestionTargets() {
  return mainApi.get<DataOf<typeof ListQuestionTargets>>('/console/questions/targets', {
    silent: true,
  });
}

export function useQuestionTargets() {
  return useQuery({ queryKey: TARGETS_KEY, queryFn: fetchQuestionTargets });
}

/** GET /console/questions/detail — all of a question, to edit it. */
export function fetchConsoleQuestion(id: number) {
  return mainApi.get<DataOf<typeof GetConsoleQuestion>>('/console/questions/detail', {
    params: { id },
    silent: true,
  });
}

/**
 * The question being edited; nothing is asked for a new one (null). The editor reads it once,
 * when it opens, so it is not kept once the editor closes: the next opening reads it afresh
 * (learners may have answered it since, locking its type).
 */
export function useConsoleQuestion(id: number | null) {
  return useQuery({
    queryKey: [...QUESTIONS_KEY, 'detail', id ?? 0],
    queryFn: () => fetchConsoleQuestion(id!),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** POST /console/questions/save — a new question (id null) or one changed in place. */
export function saveConsoleQuestion(input: BodyOf<typeof SaveConsoleQuestion>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleQuestion>>('/console/questions/save', input);
}

export function useSaveConsoleQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleQuestion,
    onSuccess: () => refreshQuestions(queryClient),
  });
}

/** POST /console/questions/remove — a question nobody used (a material group with its parts). */
export function removeConsoleQuestion(input: BodyOf<typeof RemoveConsoleQuestion>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleQuestion>>('/console/questions/remove', input);
}

export function useRemoveConsoleQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleQuestion,
    onSuccess: () => refreshQuestions(queryClient),
  });
}

/**
 * POST /console/questions/media — an analysis video or audio file (base64), which a save then
 * names; the server tells video from audio by the bytes. Up to 30 MB takes a while to send.
 */
export function uploadQuestionMedia(input: BodyOf<typeof UploadQuestionMedia>) {
  return mainApi.postJson<DataOf<typeof UploadQuestionMedia>>('/console/questions/media', input, {
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export const useUploadQuestionMedia = () => useMutation({ mutationFn: uploadQuestionMedia });
