import type { FastifyPluginAsync } from 'fastify';
import { registerVideoOwner } from '../course-video/public.ts';
import { lectureVideoOwner } from './access.ts';
import type { VideoTeachingContext } from './context.ts';
import { consoleCardBatchesRoute } from './routes/console-card-batches.route.ts';
import { consoleCardsIssueRoute } from './routes/console-cards-issue.route.ts';
import { experienceCardListRoute } from './routes/experience-card-list.route.ts';
import { experienceNumRoute } from './routes/experience-num.route.ts';
import { lectureCatalogueRoute } from './routes/lecture-catalogue.route.ts';
import { lectureListRoute } from './routes/lecture-list.route.ts';
import { lectureQuestionRoute } from './routes/lecture-question.route.ts';
import { unlockRoute } from './routes/unlock.route.ts';

/**
 * Video teaching (名师讲题) on the learning API (docs/areas/video-teaching.md): lectures on
 * question-bank questions by knowledge point, experience cards and unlocks. The lectures' videos
 * are played by the protected video delivery, which asks this module who may watch them.
 */
export const videoTeachingModule: FastifyPluginAsync = async (app) => {
  const ctx: VideoTeachingContext = { db: app.db, engine: app.dbEngine, config: app.config };
  for (const route of [
    lectureCatalogueRoute,
    lectureListRoute,
    lectureQuestionRoute,
    experienceNumRoute,
    experienceCardListRoute,
    unlockRoute,
  ]) {
    await app.register(route, { ctx });
  }
  registerVideoOwner('lecture', lectureVideoOwner);
};

/** The console's side on the main API: experience cards handed out to a list of phones. */
export const videoTeachingConsoleModule: FastifyPluginAsync = async (app) => {
  await app.register(consoleCardBatchesRoute);
  await app.register(consoleCardsIssueRoute);
};
