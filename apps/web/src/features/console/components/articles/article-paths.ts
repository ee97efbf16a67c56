import type { ArticleState } from '@shangan/shared';
import { pathTo } from '../../../../lib/paths';

/** Where an article or draft is edited: the edit page names it by state and id. */
export function articleEditPath(key: { state: ArticleState; id: number }): string {
  return pathTo('ConsoleArticleEdit', {}, { state: key.state, id: key.id });
}

/** The list, on the tab of `state`. */
export function articleListPath(state: ArticleState = 'published'): string {
  return pathTo('ConsoleArticles', {}, { state: state === 'published' ? null : state });
}

/** A published article's own page on the site. */
export function articleSitePath(id: number): string {
  return pathTo('ArticleDetail', { id });
}
