import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SaveShortAnswer } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { saveShortAnswer } from '../answer.service.ts';
import type { ShortAnswerContext } from '../context.ts';

/**
 * POST /gxw-web-student/shortAnswer/save — the short-answer payload (answer, id, url):
 * autosave and the save button. Text up to the limit and at most 8 of the learner's own
 * checked pictures; a refused save changes nothing. With `rev`, a save older than the stored one
 * is answered `stale: true` and changes nothing.
 */
export const shortAnswerSaveRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SaveShortAnswer),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { id, answer, url = [], rev } = request.body;
      const viewer = await userViewerOf(ctx, request);
      return ok(await saveShortAnswer(ctx, viewer, { id, answer, url, rev }), '保存成功');
    },
  });
};
