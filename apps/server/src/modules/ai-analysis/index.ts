import type { FastifyPluginAsync } from 'fastify';
import { createAiProvider } from '../../providers/ai/index.ts';
import { registerQuestionRewriteListener } from '../question-bank/public.ts';
import { forgetExplanations } from './ai-analysis.repository.ts';
import type { AiAnalysis } from './ai-analysis.service.ts';
import { ExplanationGenerator } from './explanation-generator.ts';
import { aiAnalysisInfoRoute } from './routes/ai-analysis-info.route.ts';
import { analysisStreamRoute } from './routes/analysis-stream.route.ts';
import { analysisRoute } from './routes/analysis.route.ts';
import { readNoticeRoute } from './routes/read-notice.route.ts';
import { updateThumbsUpRoute } from './routes/update-thumbs-up.route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Inside the AI analysis module only: the provider and the shared generator. */
    aiAnalysis: AiAnalysis;
  }
}

/** AI analysis on the learning API under aigc/ (docs/areas/ai-analysis.md). */
export const aiAnalysisModule: FastifyPluginAsync = async (app) => {
  const provider = createAiProvider(app.config.ai);
  const generator = new ExplanationGenerator({
    db: app.db,
    provider,
    config: app.config.ai,
    log: app.log,
  });
  app.decorate('aiAnalysis', { provider, generator });
  registerQuestionRewriteListener(forgetExplanations);
  for (const route of [
    aiAnalysisInfoRoute,
    readNoticeRoute,
    analysisRoute,
    analysisStreamRoute,
    updateThumbsUpRoute,
  ]) {
    await app.register(route);
  }
};
