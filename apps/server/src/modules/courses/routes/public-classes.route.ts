import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListPublicClasses } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listPublicClasses } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/publicClasses — the open classes, newest first. */
export const publicClassesRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListPublicClasses),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await listPublicClasses(ctx, request.user?.id ?? null, request.query)),
  });
};
