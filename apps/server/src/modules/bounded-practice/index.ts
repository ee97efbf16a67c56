import type { FastifyPluginAsync } from 'fastify';
import type { BoundedPracticeContext } from './context.ts';
import { checkEquityRoute } from './routes/check-equity.route.ts';
import { getQuestionRoute } from './routes/get-question.route.ts';
import { listRoute } from './routes/list.route.ts';
import { recordListRoute } from './routes/record-list.route.ts';
import { submitAnswerRoute } from './routes/submit-answer.route.ts';

/**
 * Difficulty-bound practice (难度分级练习) on the learning API (docs/areas/bounded-practice.md):
 * one set per module of a question-bank subject, questions served one at a time within the
 * learner's band, graded here, the band moved by each round's accuracy.
 */
export const boundedPracticeModule: FastifyPluginAsync = async (app) => {
  const ctx: BoundedPracticeContext = { db: app.db, engine: app.dbEngine, config: app.config };
  for (const route of [
    listRoute,
    checkEquityRoute,
    getQuestionRoute,
    submitAnswerRoute,
    recordListRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
