import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  DetachConsolePaperQuestion,
  ListConsolePaperQuestions,
  ListConsolePapers,
  PublishConsolePaper,
  RemoveConsolePaper,
  SaveConsolePaper,
} from '@shangan/shared/contracts/console/papers';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey, QUESTIONS_KEY } from './console-keys';
import { IMPORT_TARGETS_KEY } from './import-targets';

export type ConsolePapersQuery = QueryOf<typeof ListConsolePapers>;

/** Every past-paper query (the lists and each paper's questions) lives under this key. */
export const PAPERS_KEY = consoleKey('papers');

export function paperQuestionsKey(id: number) {
  return [...PAPERS_KEY, 'questions', id] as const;
}

/**
 * After a change to a paper: the lists and its questions read again, the import page's papers
 * (a paper's title and state are offered there), the question editor's lists and questions (a
 * question taken out of a paper, a paper's title), and the audit log.
 */
function refreshPapers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PAPERS_KEY }),
    queryClient.invalidateQueries({ queryKey: IMPORT_TARGETS_KEY }),
    queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/** GET /console/papers — one page of papers, drafts and published, newest first. */
export function fetchConsolePapers(query: ConsolePapersQuery) {
  return mainApi.get<DataOf<typeof ListConsolePapers>>('/console/papers', {
    params: query,
    silent: true,
  });
}

export function useConsolePapers(query: ConsolePapersQuery) {
  return useQuery({
    queryKey: [...PAPERS_KEY, 'list', query],
    queryFn: () => fetchConsolePapers(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/papers/questions — a paper's questions in the order of the paper. */
export function fetchConsolePaperQuestions(id: number) {
  return mainApi.get<DataOf<typeof ListConsolePaperQuestions>>('/console/papers/questions', {
    params: { id },
    silent: true,
  });
}

/** The questions of paper `id`; nothing is asked while no paper is open (null). */
export function useConsolePaperQuestions(id: number | null) {
  return useQuery({
    queryKey: paperQuestionsKey(id ?? 0),
    queryFn: () => fetchConsolePaperQuestions(id!),
    enabled: id !== null,
  });
}

/** POST /console/papers/save — a new draft (id null) or a paper's details changed. */
export function saveConsolePaper(input: BodyOf<typeof SaveConsolePaper>) {
  return mainApi.postJson<DataOf<typeof SaveConsolePaper>>('/console/papers/save', input);
}

export function useSaveConsolePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsolePaper,
    onSuccess: () => refreshPapers(queryClient),
  });
}

/** POST /console/papers/publish — published to 历年真题, or withdrawn to a draft. */
export function publishConsolePaper(input: BodyOf<typeof PublishConsolePaper>) {
  return mainApi.postJson<DataOf<typeof PublishConsolePaper>>('/console/papers/publish', input);
}

export function usePublishConsolePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishConsolePaper,
    onSuccess: () => refreshPapers(queryClient),
  });
}

/** POST /console/papers/remove — an empty draft deleted. */
export function removeConsolePaper(input: BodyOf<typeof RemoveConsolePaper>) {
  return mainApi.postJson<DataOf<typeof RemoveConsolePaper>>('/console/papers/remove', input);
}

export function useRemoveConsolePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsolePaper,
    onSuccess: () => refreshPapers(queryClient),
  });
}

/** POST /console/papers/detach — a question (a material group with its parts) out of a draft. */
export function detachConsolePaperQuestion(input: BodyOf<typeof DetachConsolePaperQuestion>) {
  return mainApi.postJson<DataOf<typeof DetachConsolePaperQuestion>>(
    '/console/papers/detach',
    input,
  );
}

export function useDetachConsolePaperQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachConsolePaperQuestion,
    onSuccess: () => refreshPapers(queryClient),
  });
}
