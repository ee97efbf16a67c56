import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, startErrorExercise } from '../exercise-start.ts';
import { Id, PracticeSession } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/userExerciseLog/errorQuestionPractice — practise the error book
 * again in a batch (all of it, a subject or one knowledge point).
 */
export const errorQuestionPracticeRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/userExerciseLog/errorQuestionPractice',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '错题重练（按批次出题）',
        body: Type.Object({
          subjectId: Type.Optional(Id('科目编号不正确')),
          knowledgePointId: Type.Optional(Id('知识点编号不正确')),
          count: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 50,
              default: 10,
              errorMessage: '每次可练习1-50题',
            }),
          ),
        }),
        response: { 200: Envelope(PracticeSession) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const { subjectId, knowledgePointId, count = 10 } = request.body;
      const exercise = await startErrorExercise(ctx, viewer, {
        count,
        ...(subjectId ? { subjectId } : {}),
        ...(knowledgePointId ? { catalogueId: knowledgePointId } : {}),
      });
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  );
};
