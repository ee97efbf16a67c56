import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListExperienceCards } from '@shangan/shared/contracts/video-teaching/cards';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { experienceCardList } from '../cards.service.ts';
import type { VideoTeachingContext } from '../context.ts';

/** GET /gxw-web-student/videoTeaching/experienceCardList — my experience cards with expiry. */
export const experienceCardListRoute: FastifyPluginAsyncTypebox<{
  ctx: VideoTeachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListExperienceCards),
    preHandler: app.requireUser,
    handler: async (request) => ok(await experienceCardList(ctx, request.user!.id, request.query)),
  });
};
