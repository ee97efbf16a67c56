import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetExerciseReview } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findAnswers } from '../exercise.repository.ts';
import { leafIdsOf, userAnswerPayload } from '../exercise-state.ts';
import { ownExercise } from '../exercise-start.ts';
import { buildQuestions } from '../question-payload.ts';
import { findQuestionsByIds } from '../question.repository.ts';
import { RESULTS_WITHHELD_MESSAGE } from '../contest-embargo.ts';
import { buildReport, resultsWithheld } from '../report.service.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/userExerciseLog/getExerciseQuestionUserAnswer — the review of a
 * handed-in attempt: report, questions with keys and analyses, my answers right or wrong.
 */
export const exerciseReviewRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetExerciseReview),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = await ownExercise(ctx, viewer.userId, request.body.exerciseId);
      if (exercise.status !== 'submitted') {
        throw new ApiError(ApiCode.BAD_REQUEST, '交卷后才能查看解析');
      }
      if (await resultsWithheld(ctx.db, exercise)) {
        throw new ApiError(ApiCode.BAD_REQUEST, RESULTS_WITHHELD_MESSAGE);
      }
      const leaves = leafIdsOf(exercise);
      const [report, questions, answers, rows] = await Promise.all([
        buildReport(ctx.db, exercise),
        buildQuestions(ctx, ctx.db, leaves, { viewer, review: true }),
        findAnswers(ctx.db, exercise.id),
        findQuestionsByIds(ctx.db, leaves),
      ]);
      const types = new Map(rows.map((row) => [row.id, row.type_code]));
      return ok({
        report,
        questions,
        userAnswers: answers.map((row) =>
          userAnswerPayload(row, types.get(row.question_id) ?? '', true),
        ),
      });
    },
  });
};
