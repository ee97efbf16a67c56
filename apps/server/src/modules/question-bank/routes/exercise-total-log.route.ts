import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { exerciseTotals } from '../records.service.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/exerciseTotalLog — my practice in numbers. */
export const exerciseTotalLogRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/userExerciseLog/exerciseTotalLog',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '做题统计（练习次数、做题数、正确率、用时、错题与收藏数）',
        response: {
          200: Envelope(
            Type.Object({
              exerciseCount: Type.Integer(),
              totalSeconds: Type.Integer(),
              doneCount: Type.Integer(),
              answerCount: Type.Integer(),
              correctCount: Type.Integer(),
              accuracy: Type.Number(),
              errorCount: Type.Integer(),
              favoriteCount: Type.Integer(),
              todayCount: Type.Integer(),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await exerciseTotals(ctx, request.user!.id)),
  );
};
