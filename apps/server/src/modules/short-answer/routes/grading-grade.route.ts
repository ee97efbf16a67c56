import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GradeAnswer } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
import { assertGrader, gradeAnswer } from '../grading.service.ts';

/**
 * POST /gxw-web-student/grading/grade — the score (steps of 0.5) and the note; needs the lock.
 * On an answer I graded it changes my grade while GRADE_REVISE_HOURS allow.
 */
export const gradingGradeRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GradeAnswer),
    preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    handler: async (request) => {
      const { answerId, score, checkNote = '' } = request.body;
      return ok(
        await gradeAnswer(ctx, request.user!.id, { answerId, score, checkNote }),
        '批改成功',
      );
    },
  });
};
