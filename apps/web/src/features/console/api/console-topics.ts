import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ListConsoleTopics,
  MoveConsoleTopic,
  RemoveConsoleTopic,
  SaveConsoleTopic,
} from '@shangan/shared/contracts/console/topics';
import { mainApi } from '../../../lib/api';
import { ARTICLES_KEY } from './console-articles';
import { AUDIT_KEY, consoleKey } from './console-keys';

/** Every topic with its lists, read as one list. */
export const TOPICS_KEY = consoleKey('topics');

/** The article editor's choices of topic and list. */
const ARTICLE_TARGETS_KEY = [...ARTICLES_KEY, 'targets'] as const;

/** After a change to the topics: the topics read again, the article editor's, the audit log. */
function refreshTopics(queryClient: QueryClient) {
  return Promise.all(
    [TOPICS_KEY, ARTICLE_TARGETS_KEY, AUDIT_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** GET /console/topics — the topics in showing order, with their lists and article counts. */
export function fetchConsoleTopics() {
  return mainApi.get<DataOf<typeof ListConsoleTopics>>('/console/topics', { silent: true });
}

export function useConsoleTopics() {
  return useQuery({ queryKey: TOPICS_KEY, queryFn: fetchConsoleTopics });
}

/**
 * POST /console/topics/save — a new topic (id null; it goes last) or one changed; its lists in
 * the order given, an existing one named by its `type` (it keeps its articles), a new one null.
 */
export function saveConsoleTopic(input: BodyOf<typeof SaveConsoleTopic>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleTopic>>('/console/topics/save', input);
}

export function useSaveConsoleTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleTopic,
    onSuccess: () => refreshTopics(queryClient),
  });
}

/** POST /console/topics/move — a topic one place up or down. */
export function moveConsoleTopic(input: BodyOf<typeof MoveConsoleTopic>) {
  return mainApi.postJson<DataOf<typeof MoveConsoleTopic>>('/console/topics/move', input);
}

export function useMoveConsoleTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveConsoleTopic,
    // Read again after a refusal too: the list was out of date (someone else moved it).
    onSettled: () => refreshTopics(queryClient),
  });
}

/** POST /console/topics/remove — a topic without articles or drafts; the server refuses others. */
export function removeConsoleTopic(input: BodyOf<typeof RemoveConsoleTopic>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleTopic>>('/console/topics/remove', input);
}

export function useRemoveConsoleTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleTopic,
    onSuccess: () => refreshTopics(queryClient),
  });
}
