import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetExperienceNum } from '@shangan/shared/contracts/video-teaching/cards';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { experienceNum } from '../cards.service.ts';
import type { VideoTeachingContext } from '../context.ts';

/** GET /gxw-web-student/videoTeaching/getQuestionExperienceNum — my usable experience cards. */
export const experienceNumRoute: FastifyPluginAsyncTypebox<{ ctx: VideoTeachingContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetExperienceNum),
    preHandler: app.requireUser,
    handler: async (request) => ok(await experienceNum(ctx, await userViewerOf(ctx, request))),
  });
};
