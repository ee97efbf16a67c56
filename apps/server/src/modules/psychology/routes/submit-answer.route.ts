import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitCheck } from '@shangan/shared/contracts/psychology';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { perLearner } from '../../../lib/per-learner-rate-limit.ts';
import type { PsychologyContext } from '../context.ts';
import { submitCheck } from '../records.service.ts';

export const SUBMITS_PER_MINUTE = 20;

/** POST /gxw-web-student/psychologicalCheck/submitAnswer — scores and records a taking. */
export const submitAnswerRoute: FastifyPluginAsyncTypebox<{ ctx: PsychologyContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SubmitCheck),
    // Taking a scale takes minutes: more than this in a minute is a script filling the records.
    config: perLearner('psychology-submit', SUBMITS_PER_MINUTE),
    preHandler: app.requireUser,
    handler: async (request) => ok(await submitCheck(ctx, request.user!.id, request.body)),
  });
};
