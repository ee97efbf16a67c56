/**
 * What other modules may use of news: ads, the site map's entries, the cache, the article writer,
 * the article search, the Asia/Shanghai day hot-search counts are kept under and the demo seed.
 */
export { createArticles, type NewArticle } from './article-writer.ts';
export { shanghaiDay } from './hot-words.ts';
export { searchArticles, type NewsContext } from './news.service.ts';
export { findSitemapEntries } from './news.repository.ts';
export { findRunningAds } from './portal.repository.ts';
export { createTtlCache } from './ttl-cache.ts';
export { seedNews } from './seed.ts';
export { seedColumnImagery, seedImagery, storePicture } from './seed/imagery.ts';
export { generateBulkArticles } from './seed/news-bulk.ts';
