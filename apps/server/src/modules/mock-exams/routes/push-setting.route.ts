import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetMockPushSetting } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { pushSetting } from '../contest.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/config/getMockPushSetting — my start reminder of a contest. */
export const pushSettingRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetMockPushSetting),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await pushSetting(ctx, request.user!.id, request.body.mockExamId)),
  });
};
