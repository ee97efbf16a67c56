import type { FastifyPluginAsync } from 'fastify';
import type { PsychologyContext } from './context.ts';
import { checkPageRoute } from './routes/check-page.route.ts';
import { questionListRoute } from './routes/question-list.route.ts';
import { recordDetailRoute } from './routes/record-detail.route.ts';
import { recordPageRoute } from './routes/record-page.route.ts';
import { submitAnswerRoute } from './routes/submit-answer.route.ts';

/**
 * Psychological checks (心理测评) on the learning API (docs/areas/psychology.md): the scales,
 * answering one, scoring it on the server and the records with their reports.
 */
export const psychologyModule: FastifyPluginAsync = async (app) => {
  const ctx: PsychologyContext = { db: app.db, engine: app.dbEngine };
  for (const route of [
    checkPageRoute,
    questionListRoute,
    submitAnswerRoute,
    recordPageRoute,
    recordDetailRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
