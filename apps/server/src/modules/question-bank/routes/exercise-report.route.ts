import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { expireIfTimeUp } from '../exercise.service.ts';
import { ownExercise } from '../exercise-start.ts';
import { Id, Report } from '../question-bank.schemas.ts';
import { buildReport } from '../report.service.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/exerciseReport — the report of a handed-in attempt. */
export const exerciseReportRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/v2/userExerciseLog/exerciseReport',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '练习报告（得分、正确率、用时、知识点正确率、排名）',
        body: Type.Object({ exerciseId: Id('练习编号不正确') }),
        response: { 200: Envelope(Report) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const exercise = await expireIfTimeUp(
        ctx,
        await ownExercise(ctx, request.user!.id, request.body.exerciseId),
      );
      if (exercise.status !== 'submitted') {
        throw new ApiError(ApiCode.BAD_REQUEST, '本次练习还未交卷');
      }
      return ok(await buildReport(ctx.db, exercise));
    },
  );
};
