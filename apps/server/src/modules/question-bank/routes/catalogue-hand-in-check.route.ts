import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckHandIn } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findAnswers } from '../exercise.repository.ts';
import { leafIdsOf, remainingSeconds } from '../exercise-state.ts';
import { ownExercise } from '../exercise-start.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/catalogue/getCatalogueQuestionHandInCheck — before handing in:
 * which questions are still unanswered, so the learner can confirm or go back.
 */
export const catalogueHandInCheckRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(CheckHandIn),
    preHandler: app.requireUser,
    handler: async (request) => {
      const exercise = await ownExercise(ctx, request.user!.id, request.body.exerciseId);
      const answered = new Set(
        (await findAnswers(ctx.db, exercise.id))
          .filter((row) => row.answer !== '' || row.urls !== '[]')
          .map((row) => row.question_id),
      );
      const unansweredIds = leafIdsOf(exercise).filter((id) => !answered.has(id));
      return ok({
        exerciseId: exercise.id,
        status: exercise.status,
        questionCount: exercise.question_count,
        answeredCount: answered.size,
        unansweredIds,
        remainingSeconds: remainingSeconds(exercise),
        tip:
          unansweredIds.length > 0
            ? `还有${unansweredIds.length}道题未作答，确定要交卷吗？`
            : '已全部作答，确定要交卷吗？',
      });
    },
  });
};
