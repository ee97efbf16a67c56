import { withoutChunkReload } from '../chunk-reload';
import { PAGE_LOADERS } from './page-loaders';
import type { PageId } from './page-loaders';

/** The pages most visits go to next: front page, school list, articles, bank, search. */
export const POPULAR_PAGES: PageId[] = [
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
export async function prefetchPopularPages(pages: PageId[] = POPULAR_PAGES): Promise<void> {
  for (const id of pages) {
    try {
      await withoutChunkReload(PAGE_LOADERS[id]);
    } catch {
      /* loaded on demand instead */
    }
  }
}
