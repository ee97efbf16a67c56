import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubmitShortAnswer } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { submitShortAnswer } from '../answer.service.ts';
import type { ShortAnswerContext } from '../context.ts';

/** POST /gxw-web-student/shortAnswer/submit — hands the saved answer in for grading. */
export const shortAnswerSubmitRoute: FastifyPluginAsyncTypebox<{
  ctx: ShortAnswerContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SubmitShortAnswer),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      return ok(await submitShortAnswer(ctx, viewer, request.body.id), '提交成功');
    },
  });
};
