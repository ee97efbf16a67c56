/**
 * What other modules may use of news: ads, the site map's entries, the cache, the article writer
 * and the demo seed.
 */
export { createArticles, type NewArticle } from './article-writer.ts';
export { Ad } from './news.schemas.ts';
export { findSitemapEntries } from './news.repository.ts';
export { findRunningAds } from './portal.repository.ts';
export { createTtlCache } from './ttl-cache.ts';
export { seedNews } from './seed.ts';
export { seedColumnImagery, seedImagery } from './seed/imagery.ts';
export { generateBulkArticles } from './seed/news-bulk.ts';
