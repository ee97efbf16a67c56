import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetAiAnalysisInfo } from '@shangan/shared/contracts/ai-analysis';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { analysisInfo } from '../ai-analysis.service.ts';

/**
 * GET /gxw-web-student/aigc/aiAnalysisInfo — may the learner generate now, have they accepted
 * the disclaimer, and its text. With `questionId`, a question already obtained counts as
 * allowed (seeing it again is free).
 */
export const aiAnalysisInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetAiAnalysisInfo),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await analysisInfo(app, request.user!.id, request.query.questionId)),
  });
};
