import type { FastifyPluginAsync } from 'fastify';
import { accountsModule } from '../modules/accounts/index.ts';
import { auditModule } from '../modules/audit/index.ts';
import { dashboardModule } from '../modules/dashboard/index.ts';
import { columnsModule } from '../modules/columns/index.ts';
import { commerceModule } from '../modules/commerce/index.ts';
import { courseVideoModule } from '../modules/course-video/index.ts';
import { coursesModule } from '../modules/courses/index.ts';
import { enlistmentModule } from '../modules/enlistment/index.ts';
import { homeworkModule } from '../modules/homework/index.ts';
import { jobsModule } from '../modules/jobs/index.ts';
import { liveModule } from '../modules/live/index.ts';
import { newsModule } from '../modules/news/index.ts';
import { mockExamsConsoleModule } from '../modules/mock-exams/index.ts';
import { questionBankConsoleModule } from '../modules/question-bank/index.ts';
import { siteModule } from '../modules/site/index.ts';
import { supportModule } from '../modules/support/index.ts';
import { videoTeachingConsoleModule } from '../modules/video-teaching/index.ts';
import { vipModule } from '../modules/vip/index.ts';

/**
 * The main API (accounts, news, VIP, site, support, shop, enlistment, courses, homework, live,
 * and the console's staff endpoints under /console), mounted at /api/v1.
 * Clients send the session token as `Authorization: Bearer …` and POST bodies form-encoded or
 * as JSON.
 */
export const mainApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    request.authToken = match?.[1] ?? null;
  });
  await app.register(accountsModule);
  await app.register(columnsModule);
  await app.register(newsModule);
  await app.register(siteModule);
  await app.register(supportModule);
  await app.register(vipModule);
  await app.register(commerceModule);
  await app.register(enlistmentModule);
  await app.register(courseVideoModule);
  await app.register(coursesModule);
  await app.register(homeworkModule);
  await app.register(liveModule);
  await app.register(auditModule);
  await app.register(dashboardModule);
  await app.register(questionBankConsoleModule);
  await app.register(mockExamsConsoleModule);
  await app.register(videoTeachingConsoleModule);
  await app.register(jobsModule);
};
