import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { assertGrader, releaseAnswer } from '../grading.service.ts';
import { AnswerIdBody } from '../short-answer.schemas.ts';

/** POST /gxw-web-student/grading/release — gives back an answer I hold without grading it. */
export const gradingReleaseRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/grading/release',
    {
      schema: {
        tags: [...TAGS.grading],
        summary: '放弃批改，释放锁定',
        body: AnswerIdBody,
        response: { 200: Envelope(Type.Object({ released: Type.Boolean() })) },
      },
      preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    },
    async (request) => ok(await releaseAnswer(ctx, request.user!.id, request.body.answerId)),
  );
};
