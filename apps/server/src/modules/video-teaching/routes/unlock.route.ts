import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnlockLecture } from '@shangan/shared/contracts/video-teaching/cards';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { unlockLecture } from '../cards.service.ts';
import type { VideoTeachingContext } from '../context.ts';

/** POST /gxw-web-student/videoTeaching/unlock — unlocks a lecture with an experience card. */
export const unlockRoute: FastifyPluginAsyncTypebox<{ ctx: VideoTeachingContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(UnlockLecture),
    preHandler: app.requireUser,
    handler: async (request) => ok(await unlockLecture(ctx, request.user!.id, request.body)),
  });
};
