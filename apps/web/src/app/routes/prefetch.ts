import { withoutChunkReload } from '../chunk-reload';
import type { RouteId } from '../../lib/paths';
import { pageLoader, ROUTE_ROWS } from './build-routes';

/** The pages most visits go to next: front page, school list, articles, bank, search. */
export const POPULAR_PAGES: RouteId[] = [
  'Home',
  'List',
  'TheColumnList',
  'ArticleDetail',
  'QuestionBank',
  'Course',
  'Search',
  'VipRights',
  'login',
];

/**
 * Loads the popular pages' chunks one after another (not all at once, so a visitor's own
 * clicks are never queued behind them). A failure only means the page loads on demand.
 */
export async function prefetchPopularPages(pages: RouteId[] = POPULAR_PAGES): Promise<void> {
  for (const id of pages) {
    const row = ROUTE_ROWS.get(id);
    const load = row && pageLoader(row);
    if (!load) continue;
    try {
      await withoutChunkReload(load);
    } catch {
      /* loaded on demand instead */
    }
  }
}
