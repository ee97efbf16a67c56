import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { loadPracticeSession, startPaperExercise } from '../exercise-start.ts';
import { Id, PracticeSession } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/**
 * GET /gxw-web-student/historyPaper/paperQuestions — untimed practice of a past paper: resumes the open
 * attempt with its saved answers and clock, or starts one.
 */
export const paperQuestionsRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/historyPaper/paperQuestions',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '开始或继续真题练习（不限时，不含答案）',
        querystring: Type.Object({ paperId: Id('试卷编号不正确') }),
        response: { 200: Envelope(PracticeSession) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const exercise = await startPaperExercise(ctx, viewer, request.query.paperId, 'paper');
      return ok(await loadPracticeSession(ctx, viewer, exercise));
    },
  );
};
