import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Id } from '../../question-bank/public.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { submitShortAnswer } from '../answer.service.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';

/** POST /gxw-web-student/shortAnswer/submit — hands the saved answer in for grading. */
export const shortAnswerSubmitRoute: FastifyPluginAsyncTypebox<{
  ctx: ShortAnswerContext;
}> = async (app, { ctx }) => {
  app.post(
    '/shortAnswer/submit',
    {
      schema: {
        tags: [...TAGS.answers],
        summary: '提交申论作答，进入人工批改',
        body: Type.Object({ id: Id('题目编号不正确') }),
        response: {
          200: Envelope(
            Type.Object({
              status: Type.String(),
              submittedAt: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      return ok(await submitShortAnswer(ctx, viewer, request.body.id), '提交成功');
    },
  );
};
