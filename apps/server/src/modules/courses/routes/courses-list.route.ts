import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCourses } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listCatalogue } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/courses — the catalogue, filtered, sorted and paged. */
export const coursesListRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCourses),
    handler: async (request) => ok(await listCatalogue(ctx, request.query)),
  });
};
