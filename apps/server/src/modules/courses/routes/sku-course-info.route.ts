import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetSkuCourseInfo } from '@shangan/shared/contracts/courses/original-site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { skuCourseInfo } from '../original-site.service.ts';
import type { CoursesContext } from '../courses-context.ts';

/** GET /gxw-web-student/sku/course/info — one course with the viewer's purchase flags. */
export const skuCourseInfoRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetSkuCourseInfo),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await skuCourseInfo(ctx, request.user?.id ?? null, request.query.courseSkuId)),
  });
};
