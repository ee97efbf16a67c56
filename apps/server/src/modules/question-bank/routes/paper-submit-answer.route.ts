import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { saveAnswers } from '../exercise.service.ts';
import { SubmitBody, SubmitResult } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * POST /gxw-web-student/historyPaper/submitAnswer — saves a paper's answers as they are given,
 * pauses the attempt, or hands it in. Saved answers survive a closed tab or a restarted server.
 */
export const paperSubmitAnswerRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.post(
    '/historyPaper/submitAnswer',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '真题作答：保存 / 暂停 / 交卷',
        body: SubmitBody,
        response: { 200: Envelope(SubmitResult) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { exerciseId, answers = [], action = 'save', currentIndex } = request.body;
      const result = await saveAnswers(ctx, request.user!.id, {
        exerciseId,
        answers,
        action,
        ...(currentIndex === undefined ? {} : { currentIndex }),
      });
      const msg =
        result.status === 'submitted'
          ? '交卷成功'
          : action === 'pause'
            ? '已暂停，可随时继续'
            : '保存成功';
      return ok(result, msg);
    },
  );
};
