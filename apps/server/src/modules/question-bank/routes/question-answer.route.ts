import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { buildQuestions } from '../question-payload.ts';
import { findChildren, findQuestionsByIds } from '../question.repository.ts';
import { Id, Question } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/userAnswerLog/getQuestionAnswer — keys and analyses of questions. Only
 * questions the learner has handed in, and VIP content only with the right; the others come
 * back `locked` without them.
 */
export const questionAnswerRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/userAnswerLog/getQuestionAnswer',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '题目答案与解析（仅限已交卷的题目）',
        body: Type.Object({
          questionIds: Type.Array(Id('题目编号不正确'), {
            minItems: 1,
            maxItems: 100,
            errorMessage: '请选择1-100道题目',
          }),
        }),
        response: { 200: Envelope(Type.Array(Question)) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const rows = await findQuestionsByIds(ctx.db, request.body.questionIds);
      const composites = rows.filter((row) => row.type_code === 'composite').map((row) => row.id);
      const children = await findChildren(ctx.db, composites);
      const leaves = request.body.questionIds.flatMap((id) =>
        composites.includes(id)
          ? children.filter((child) => child.parent_id === id).map((child) => child.id)
          : rows.some((row) => row.id === id)
            ? [id]
            : [],
      );
      return ok(await buildQuestions(ctx, ctx.db, leaves, { viewer, review: true }));
    },
  );
};
