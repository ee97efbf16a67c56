/** What other modules may use of the news module. */
export { findSitemapEntries } from './news.repository.ts';
export { findRunningAds } from './portal.repository.ts';
