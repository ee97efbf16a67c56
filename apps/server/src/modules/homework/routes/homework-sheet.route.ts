import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetHomeworkSheet } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { studentSheet, teacherSheet } from '../sheet.service.ts';

/**
 * GET /api/v1/app/studentAnswers/:id?type= — a homework sheet: student (id: the homework) with
 * my answers, or teacher (id: a submission of a course I teach).
 */
export const homeworkSheetRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetHomeworkSheet),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        request.query.type === 'teacher'
          ? await teacherSheet(ctx, request.user!.id, request.params.id)
          : await studentSheet(ctx, request.user!.id, request.params.id),
      ),
  });
};
