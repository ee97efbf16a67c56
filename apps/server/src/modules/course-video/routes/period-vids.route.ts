import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetWebSectionPeriodVidVO } from '@shangan/shared/contracts/course-video/original-site';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CourseVideoContext } from '../context.ts';
import { ownerOf } from '../owners.ts';
import { videoIdsOfOwners } from '../videos.repository.ts';

/**
 * GET /gxw-web-student/webTimeArrange/getWebSectionPeriodVidVO?courseSkuId — the vid of each
 * lesson of a course, in outline order, with the ids the old site's clients read (the course
 * module says which lessons a course has and what they are called there).
 */
export const periodVidsRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetWebSectionPeriodVidVO),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const periods = await ownerOf('lesson')?.coursePeriods?.(ctx.db, request.query.courseSkuId);
      if (!periods) throw new ApiError(ApiCode.NOT_FOUND, '课程不存在');
      const vids = await videoIdsOfOwners(
        ctx.db,
        'lesson',
        periods.map((period) => period.periodId),
      );
      return ok({
        periodVids: periods.flatMap((period) => {
          const vid = vids.get(period.periodId);
          return vid ? [{ ...period, vid }] : [];
        }),
      });
    },
  });
};
