import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ListConsoleCatalogues,
  MoveConsoleCatalogue,
  RemoveConsoleCatalogue,
  SaveConsoleCatalogue,
} from '@shangan/shared/contracts/console/catalogues';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';
import { IMPORT_TARGETS_KEY } from './import-targets';

/** Every subject's modules and knowledge points, read as one list. */
export const CATALOGUES_KEY = consoleKey('catalogues');

/**
 * After a change to the tree: the tree read again, the import page's knowledge points (a file's
 * questions are filed under them there), and the audit log.
 */
function refreshCatalogues(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CATALOGUES_KEY }),
    queryClient.invalidateQueries({ queryKey: IMPORT_TARGETS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

/** GET /console/catalogues — each subject with its modules, then their points, in order. */
export function fetchConsoleCatalogues() {
  return mainApi.get<DataOf<typeof ListConsoleCatalogues>>('/console/catalogues', {
    silent: true,
  });
}

export function useConsoleCatalogues() {
  return useQuery({ queryKey: CATALOGUES_KEY, queryFn: fetchConsoleCatalogues });
}

/**
 * POST /console/catalogues/save — a new module (id and parentId null), a new knowledge point
 * under a module (id null), or a node renamed / made 仅会员.
 */
export function saveConsoleCatalogue(input: BodyOf<typeof SaveConsoleCatalogue>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleCatalogue>>('/console/catalogues/save', input);
}

export function useSaveConsoleCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleCatalogue,
    onSuccess: () => refreshCatalogues(queryClient),
  });
}

/** POST /console/catalogues/move — a module or a point one place up or down among its siblings. */
export function moveConsoleCatalogue(input: BodyOf<typeof MoveConsoleCatalogue>) {
  return mainApi.postJson<DataOf<typeof MoveConsoleCatalogue>>('/console/catalogues/move', input);
}

export function useMoveConsoleCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveConsoleCatalogue,
    // Read again after a refusal too: the list was out of date (someone else moved it).
    onSettled: () => refreshCatalogues(queryClient),
  });
}

/**
 * POST /console/catalogues/remove — a node without points under it, questions or learners'
 * use; the server refuses the others in its words.
 */
export function removeConsoleCatalogue(input: BodyOf<typeof RemoveConsoleCatalogue>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleCatalogue>>(
    '/console/catalogues/remove',
    input,
  );
}

export function useRemoveConsoleCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleCatalogue,
    onSuccess: () => refreshCatalogues(queryClient),
  });
}
