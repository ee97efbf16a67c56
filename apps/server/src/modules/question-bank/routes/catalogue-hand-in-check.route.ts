import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { findAnswers } from '../exercise.repository.ts';
import { leafIdsOf, remainingSeconds } from '../exercise-state.ts';
import { ownExercise } from '../exercise-start.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/catalogue/getCatalogueQuestionHandInCheck — before handing in:
 * which questions are still unanswered, so the learner can confirm or go back.
 */
export const catalogueHandInCheckRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/catalogue/getCatalogueQuestionHandInCheck',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '交卷前检查（未答题目）',
        body: Type.Object({ exerciseId: Id('练习编号不正确') }),
        response: {
          200: Envelope(
            Type.Object({
              exerciseId: Type.Integer(),
              status: Type.String(),
              questionCount: Type.Integer(),
              answeredCount: Type.Integer(),
              unansweredIds: Type.Array(Type.Integer()),
              remainingSeconds: Type.Union([Type.Integer(), Type.Null()]),
              tip: Type.String(),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
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
  );
};
