import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCourseHomework } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { courseHomework } from '../list.service.ts';

/** GET /api/v1/app/courseHomework/:id?type= — a course's homework with my state of each. */
export const courseHomeworkRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCourseHomework),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await courseHomework(ctx, request.user!.id, request.params.id, request.query.type)),
  });
};
