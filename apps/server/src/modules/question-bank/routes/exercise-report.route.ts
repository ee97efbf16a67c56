import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetExerciseReport } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { expireIfTimeUp } from '../exercise.service.ts';
import { ownExercise } from '../exercise-start.ts';
import { RESULTS_WITHHELD_MESSAGE } from '../contest-embargo.ts';
import { buildReport, resultsWithheld } from '../report.service.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/exerciseReport — the report of a handed-in attempt. */
export const exerciseReportRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetExerciseReport),
    preHandler: app.requireUser,
    handler: async (request) => {
      const exercise = await expireIfTimeUp(
        ctx,
        await ownExercise(ctx, request.user!.id, request.body.exerciseId),
      );
      if (exercise.status !== 'submitted') {
        throw new ApiError(ApiCode.BAD_REQUEST, '本次练习还未交卷');
      }
      if (await resultsWithheld(ctx.db, exercise)) {
        throw new ApiError(ApiCode.BAD_REQUEST, RESULTS_WITHHELD_MESSAGE);
      }
      return ok(await buildReport(ctx.db, exercise));
    },
  });
};
