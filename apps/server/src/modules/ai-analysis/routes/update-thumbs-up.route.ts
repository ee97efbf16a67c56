import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateThumbsUp } from '@shangan/shared/contracts/ai-analysis';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { rate } from '../ai-analysis.service.ts';
import { perLearner } from '../../../lib/per-learner-rate-limit.ts';
import { RATINGS_PER_MINUTE } from '../rate-limit.ts';

/** POST /gxw-web-student/aigc/updateThumbsUp — rates an explanation once (1 很满意, 0 不太好). */
export const updateThumbsUpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(UpdateThumbsUp),
    preHandler: app.requireUser,
    config: perLearner('ai-rating', RATINGS_PER_MINUTE),
    handler: async (request) => {
      await rate(app, request.user!.id, request.body.id, request.body.thumbsUp);
      return ok(null);
    },
  });
};
