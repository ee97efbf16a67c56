import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetHomeworkUploadParams } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { issueCredentials } from '../../short-answer/public.ts';
import type { HomeworkContext } from '../context.ts';

/**
 * GET /api/v1/app/ali/getOssParamsWithSts — short-lived credentials for one upload directory of
 * mine, the same as the short answers' (each photo is then presigned and byte-checked there).
 */
export const uploadParamsRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetHomeworkUploadParams),
    preHandler: app.requireUser,
    handler: async (request) => ok(await issueCredentials(ctx, request.user!.id)),
  });
};
