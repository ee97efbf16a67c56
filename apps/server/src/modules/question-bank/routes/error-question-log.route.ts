import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { errorBookGroups } from '../error-book.service.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/errorQuestionLog — the error book by knowledge point. */
export const errorQuestionLogRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/v2/userExerciseLog/errorQuestionLog',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '错题本（按知识点分组）',
        body: Type.Object({ subjectId: Type.Optional(Id('科目编号不正确')) }),
        response: {
          200: Envelope(
            Type.Object({
              total: Type.Integer(),
              masteredCount: Type.Integer(),
              /** Right answers in a row that take a question out of the book. */
              removeStreak: Type.Integer(),
              groups: Type.Array(
                Type.Object({
                  knowledgePointId: Type.Integer(),
                  name: Type.String(),
                  subjectId: Type.Integer(),
                  subjectName: Type.String(),
                  count: Type.Integer(),
                  lastWrongAt: Type.String(),
                }),
              ),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { subjectId } = request.body;
      return ok(await errorBookGroups(ctx, request.user!.id, subjectId ? { subjectId } : {}));
    },
  );
};
