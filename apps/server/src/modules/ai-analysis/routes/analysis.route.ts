import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GenerateAiAnalysis } from '@shangan/shared/contracts/ai-analysis';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { admit, fulfil } from '../ai-analysis.service.ts';
import { perLearner } from '../../../lib/per-learner-rate-limit.ts';
import { GENERATIONS_PER_MINUTE } from '../rate-limit.ts';

/** POST /gxw-web-student/aigc/analysis — the explanation of a question, in one answer. */
export const analysisRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GenerateAiAnalysis),
    preHandler: app.requireUser,
    config: perLearner('ai-analysis', GENERATIONS_PER_MINUTE),
    handler: async (request) => {
      const ticket = await admit(app, request.user!.id, request.body.questionId);
      return ok(await fulfil(app, ticket));
    },
  });
};
