import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCourseFilters } from '@shangan/shared/contracts/courses/catalogue';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { catalogueFilters } from '../catalogue.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /api/v1/pc/courses/filters — the catalogue's filter options with their counts. */
export const courseFiltersRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCourseFilters),
    handler: async () => ok(await catalogueFilters(ctx)),
  });
};
