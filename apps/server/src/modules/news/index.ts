import type { FastifyPluginAsync } from 'fastify';
import { redisNames } from '../../lib/redis-state.ts';
import { createHotWordRecorder } from './hot-words.ts';
import type { NewsContext } from './news.service.ts';
import { createTtlCache } from './ttl-cache.ts';
import { articlePublishJob, type ConsoleArticlesContext } from './console-articles.service.ts';
import type { ConsolePortalContext } from './console-portal.service.ts';
import { articleDetailRoute } from './routes/article-detail.route.ts';
import { consoleAdSaveRoute } from './routes/console-ad-save.route.ts';
import { consoleAdsListRoute } from './routes/console-ads-list.route.ts';
import { consoleExamSaveRoute } from './routes/console-exam-save.route.ts';
import { consoleExamsListRoute } from './routes/console-exams-list.route.ts';
import { consoleLinkSaveRoute } from './routes/console-link-save.route.ts';
import { consoleLinksListRoute } from './routes/console-links-list.route.ts';
import { consoleSiteDeleteRoute } from './routes/console-site-delete.route.ts';
import { consoleSiteMoveRoute } from './routes/console-site-move.route.ts';
import { consoleSiteOptionsRoute } from './routes/console-site-options.route.ts';
import { consoleArticleDetailRoute } from './routes/console-article-detail.route.ts';
import { consoleArticleDraftRoute } from './routes/console-article-draft.route.ts';
import { consoleArticlePublishRoute } from './routes/console-article-publish.route.ts';
import { consoleArticlePdfRoute } from './routes/console-article-pdf.route.ts';
import { consoleArticleScheduleRoute } from './routes/console-article-schedule.route.ts';
import { consoleArticleUnscheduleRoute } from './routes/console-article-unschedule.route.ts';
import { consoleArticleTargetsRoute } from './routes/console-article-targets.route.ts';
import { consoleArticleWithdrawRoute } from './routes/console-article-withdraw.route.ts';
import { consoleArticlesListRoute } from './routes/console-articles-list.route.ts';
import { articlePdfRoute } from './routes/article-pdf.route.ts';
import { articlesRoute } from './routes/articles.route.ts';
import { hotArticlesRoute } from './routes/hot-articles.route.ts';
import { hotWordsRoute } from './routes/hot-words.route.ts';
import { imageRoute } from './routes/image.route.ts';
import { portalRoute } from './routes/portal.route.ts';
import { searchRoute } from './routes/search.route.ts';
import { topicsRoute } from './routes/topics.route.ts';
import { consoleCityMoveRoute } from './routes/console-city-move.route.ts';
import { consoleCityRemoveRoute } from './routes/console-city-remove.route.ts';
import { consoleCitySaveRoute } from './routes/console-city-save.route.ts';
import { consoleColumnMoveRoute } from './routes/console-column-move.route.ts';
import { consoleColumnRemoveRoute } from './routes/console-column-remove.route.ts';
import { consoleColumnSaveRoute } from './routes/console-column-save.route.ts';
import { consoleColumnsRoute } from './routes/console-columns.route.ts';
import { consoleTopicMoveRoute } from './routes/console-topic-move.route.ts';
import { consoleTopicRemoveRoute } from './routes/console-topic-remove.route.ts';
import { consoleTopicSaveRoute } from './routes/console-topic-save.route.ts';
import { consoleTopicsRoute } from './routes/console-topics.route.ts';
import type { ConsoleStructureContext } from './console-structure.service.ts';

/** Lists and home data change when editors publish; half a minute late is fine for readers. */
export const NEWS_CACHE_TTL_MS = 30_000;

/** News on the main API: articles, search, hot lists, topics, home data and city sub-sites. */
export const newsModule: FastifyPluginAsync = async (app) => {
  const ctx: NewsContext = {
    db: app.db,
    engine: app.dbEngine,
    cache: createTtlCache(NEWS_CACHE_TTL_MS, app.redis, redisNames(app.config.redisPrefix).cache),
    hotWords: createHotWordRecorder(
      app.db,
      (err) => app.log.error({ err }, 'saving search counts failed'),
      app.config.appSecret,
    ),
  };
  app.addHook('onClose', async () => ctx.hotWords.stop());
  // A publish must not be answered from lists loaded before it: the response cache rebuilds
  // its answers from this data, so it goes first (in Redis, for every instance).
  app.publicContent.onInvalidate(() => ctx.cache.clear());
  for (const route of [
    articlesRoute,
    articleDetailRoute,
    articlePdfRoute,
    imageRoute,
    searchRoute,
    hotWordsRoute,
    hotArticlesRoute,
    topicsRoute,
    portalRoute,
  ]) {
    await app.register(route, { ctx });
  }

  // The console's articles: a publish or a take-down drops every cached public answer at once;
  // a scheduled draft is published by a background run at its time.
  const consoleCtx: ConsoleArticlesContext = {
    db: app.db,
    engine: app.dbEngine,
    invalidate: () => app.publicContent.invalidate(),
    jobs: app.jobs,
  };
  app.jobs.define(articlePublishJob(consoleCtx));
  for (const route of [
    consoleArticleTargetsRoute,
    consoleArticlesListRoute,
    consoleArticleDetailRoute,
    consoleArticleDraftRoute,
    consoleArticlePublishRoute,
    consoleArticleWithdrawRoute,
    consoleArticleScheduleRoute,
    consoleArticleUnscheduleRoute,
    consoleArticlePdfRoute,
  ]) {
    await app.register(route, { ctx: consoleCtx });
  }

  // The console's ads, friendly links and exam calendar: the same at once on every page.
  const portalCtx: ConsolePortalContext = {
    db: app.db,
    invalidate: () => app.publicContent.invalidate(),
  };
  for (const route of [
    consoleSiteOptionsRoute,
    consoleAdsListRoute,
    consoleAdSaveRoute,
    consoleLinksListRoute,
    consoleLinkSaveRoute,
    consoleExamsListRoute,
    consoleExamSaveRoute,
    consoleSiteMoveRoute,
    consoleSiteDeleteRoute,
  ]) {
    await app.register(route, { ctx: portalCtx });
  }

  // The console's column tree, city sub-sites and topics: the header, column pages, topic pages
  // and site map follow.
  const structureCtx: ConsoleStructureContext = { ...portalCtx, engine: app.dbEngine };
  for (const route of [
    consoleColumnsRoute,
    consoleColumnSaveRoute,
    consoleColumnMoveRoute,
    consoleColumnRemoveRoute,
    consoleCitySaveRoute,
    consoleCityMoveRoute,
    consoleCityRemoveRoute,
    consoleTopicsRoute,
    consoleTopicSaveRoute,
    consoleTopicMoveRoute,
    consoleTopicRemoveRoute,
  ]) {
    await app.register(route, { ctx: structureCtx });
  }
};
