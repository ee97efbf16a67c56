import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { assertGrader, gradeAnswer } from '../grading.service.ts';
import { GradeBody } from '../short-answer.schemas.ts';

/**
 * POST /gxw-web-student/grading/grade — the score (steps of 0.5) and the note; needs the lock.
 * On an answer I graded it changes my grade while GRADE_REVISE_HOURS allow.
 */
export const gradingGradeRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/grading/grade',
    {
      schema: {
        tags: [...TAGS.grading],
        summary: '提交批改（得分与评语）；批改后限定时间内本人可修改',
        body: GradeBody,
        response: { 200: Envelope(Type.Object({ status: Type.String() })) },
      },
      preHandler: [app.requireUser, async (request) => assertGrader(ctx, request.user!.id)],
    },
    async (request) => {
      const { answerId, score, checkNote = '' } = request.body;
      return ok(
        await gradeAnswer(ctx, request.user!.id, { answerId, score, checkNote }),
        '批改成功',
      );
    },
  );
};
