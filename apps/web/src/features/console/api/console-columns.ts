import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ListConsoleColumns,
  MoveConsoleCity,
  MoveConsoleColumn,
  RemoveConsoleCity,
  RemoveConsoleColumn,
  SaveConsoleCity,
  SaveConsoleColumn,
} from '@shangan/shared/contracts/console/columns';
import { mainApi } from '../../../lib/api';
import { citySitesQuery, headColumnsQuery } from '../../../lib/api/columns';
import { ARTICLES_KEY } from './console-articles';
import { AUDIT_KEY, consoleKey, siteContentKey } from './console-keys';

/** The column tree and the city sub-sites, read as one. */
export const COLUMNS_KEY = consoleKey('columns');

export type ConsoleStructure = DataOf<typeof ListConsoleColumns>;

/**
 * After a change to the columns or the cities: both read again, and what shows them elsewhere —
 * the article editor's choices and the article lists (their column and city names), the site
 * content's city choices, this app's own header and city lists — and the audit log.
 */
function refreshStructure(queryClient: QueryClient) {
  return Promise.all(
    [
      COLUMNS_KEY,
      ARTICLES_KEY,
      siteContentKey('options'),
      headColumnsQuery.queryKey,
      citySitesQuery.queryKey,
      AUDIT_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** GET /console/columns — the two-level column tree and the city sub-sites, in showing order. */
export function fetchConsoleColumns() {
  return mainApi.get<DataOf<typeof ListConsoleColumns>>('/console/columns', { silent: true });
}

export function useConsoleColumns() {
  return useQuery({ queryKey: COLUMNS_KEY, queryFn: fetchConsoleColumns });
}

/**
 * POST /console/columns/save — a new column (id null; last among its siblings), or one changed:
 * its title, directory, header picture or parent (moved under another, it goes last there).
 */
export function saveConsoleColumn(input: BodyOf<typeof SaveConsoleColumn>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleColumn>>('/console/columns/save', input);
}

export function useSaveConsoleColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleColumn,
    onSuccess: () => refreshStructure(queryClient),
  });
}

/** POST /console/columns/move — a column one place up or down among its siblings. */
export function moveConsoleColumn(input: BodyOf<typeof MoveConsoleColumn>) {
  return mainApi.postJson<DataOf<typeof MoveConsoleColumn>>('/console/columns/move', input);
}

export function useMoveConsoleColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveConsoleColumn,
    // Read again after a refusal too: the list was out of date (someone else moved it).
    onSettled: () => refreshStructure(queryClient),
  });
}

/**
 * POST /console/columns/remove — a column without sub-columns, articles or drafts; the server
 * refuses the others in its words.
 */
export function removeConsoleColumn(input: BodyOf<typeof RemoveConsoleColumn>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleColumn>>('/console/columns/remove', input);
}

export function useRemoveConsoleColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleColumn,
    onSuccess: () => refreshStructure(queryClient),
  });
}

/** POST /console/cities/save — a new city sub-site (id null; it goes last) or one changed. */
export function saveConsoleCity(input: BodyOf<typeof SaveConsoleCity>) {
  return mainApi.postJson<DataOf<typeof SaveConsoleCity>>('/console/cities/save', input);
}

export function useSaveConsoleCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleCity,
    onSuccess: () => refreshStructure(queryClient),
  });
}

/** POST /console/cities/move — a city sub-site one place up or down. */
export function moveConsoleCity(input: BodyOf<typeof MoveConsoleCity>) {
  return mainApi.postJson<DataOf<typeof MoveConsoleCity>>('/console/cities/move', input);
}

export function useMoveConsoleCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveConsoleCity,
    onSettled: () => refreshStructure(queryClient),
  });
}

/**
 * POST /console/cities/remove — a city sub-site without articles, drafts, ads or calendar
 * entries; the server refuses the others in its words.
 */
export function removeConsoleCity(input: BodyOf<typeof RemoveConsoleCity>) {
  return mainApi.postJson<DataOf<typeof RemoveConsoleCity>>('/console/cities/remove', input);
}

export function useRemoveConsoleCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsoleCity,
    onSuccess: () => refreshStructure(queryClient),
  });
}
