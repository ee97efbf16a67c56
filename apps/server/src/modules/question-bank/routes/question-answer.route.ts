import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListQuestionAnswers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { buildQuestions } from '../question-payload.ts';
import { findChildren, findQuestionsByIds } from '../question.repository.ts';
import { userViewerOf } from '../route-helpers.ts';
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
  app.route({
    ...routeOf(ListQuestionAnswers),
    preHandler: app.requireUser,
    handler: async (request) => {
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
  });
};
