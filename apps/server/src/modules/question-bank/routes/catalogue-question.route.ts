import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, startCatalogueExercise } from '../exercise-start.ts';
import { Id, PracticeSession } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/v2/catalogue/getCatalogueQuestion — starts practising a section:
 * `count` questions (not done yet first), sent without keys.
 */
export const catalogueQuestionRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/catalogue/getCatalogueQuestion',
    {
      schema: {
        tags: [...TAGS.practice],
        summary: '开始目录练习（出题，不含答案与解析）',
        body: Type.Object({
          catalogueId: Id('知识点编号不正确'),
          count: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 50,
              default: 10,
              errorMessage: '每次可练习1-50题',
            }),
          ),
          mode: Type.Optional(
            Type.Unsafe<'new' | 'random'>({
              type: 'string',
              enum: ['new', 'random'],
              errorMessage: '出题方式不正确',
            }),
          ),
        }),
        response: { 200: Envelope(PracticeSession) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const { catalogueId, count = 10, mode = 'new' } = request.body;
      const exercise = await startCatalogueExercise(ctx, viewer, { catalogueId, count, mode });
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  );
};
