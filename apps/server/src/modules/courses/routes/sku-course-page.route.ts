import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageSkuCourse } from '@shangan/shared/contracts/courses/original-site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { pageSkuCourse } from '../original-site.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /gxw-web-student/sku/course/page — the catalogue with isBuy, playbackAuthority and isVipFree. */
export const skuCoursePageRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(PageSkuCourse),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await pageSkuCourse(ctx, request.user?.id ?? null, request.query)),
  });
};
