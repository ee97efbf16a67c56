import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ArticleState } from '@shangan/shared';
import type {
  GetConsoleArticle,
  ListArticleTargets,
  ListConsoleArticles,
} from '@shangan/shared/contracts/console/articles';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ConsoleArticlesQuery = QueryOf<typeof ListConsoleArticles>;
export type ArticleTargets = DataOf<typeof ListArticleTargets>;

/** Every article query lives under this key: the lists, each article and the targets. */
export const ARTICLES_KEY = consoleKey('articles');

export function articleKey(state: ArticleState, id: number) {
  return [...ARTICLES_KEY, 'detail', state, id] as const;
}

/** GET /console/articles/targets — the columns (flat, with parents), city sites and topics. */
export function fetchArticleTargets() {
  return mainApi.get<DataOf<typeof ListArticleTargets>>('/console/articles/targets', {
    silent: true,
  });
}

export function useArticleTargets() {
  return useQuery({ queryKey: [...ARTICLES_KEY, 'targets'], queryFn: fetchArticleTargets });
}

/** GET /console/articles — one page of published articles or drafts, newest first. */
export function fetchConsoleArticles(query: ConsoleArticlesQuery) {
  return mainApi.get<DataOf<typeof ListConsoleArticles>>('/console/articles', {
    params: query,
    silent: true,
  });
}

export function useConsoleArticles(query: ConsoleArticlesQuery) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'list', query],
    queryFn: () => fetchConsoleArticles(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /console/articles/detail — an article or draft in full, to edit. */
export function fetchConsoleArticle(state: ArticleState, id: number) {
  return mainApi.get<DataOf<typeof GetConsoleArticle>>('/console/articles/detail', {
    params: { state, id },
    silent: true,
  });
}

/** The article being edited; nothing is asked for a new one. */
export function useConsoleArticle(key: { state: ArticleState; id: number } | null) {
  return useQuery({
    queryKey: articleKey(key?.state ?? 'draft', key?.id ?? 0),
    queryFn: () => fetchConsoleArticle(key!.state, key!.id),
    enabled: key !== null,
    // The editor holds its own copy while open: a refetch must not reset what is being typed.
    staleTime: Infinity,
  });
}
