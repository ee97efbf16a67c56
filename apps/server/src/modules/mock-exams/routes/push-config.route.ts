import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetMockPushSetting } from '@shangan/shared/contracts/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { setPushSetting } from '../contest.service.ts';
import type { MockExamsContext } from '../context.ts';

/** POST /gxw-web-student/config/pushConfig — turns my start reminder of a contest on or off. */
export const pushConfigRoute: FastifyPluginAsyncTypebox<{ ctx: MockExamsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SetMockPushSetting),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await setPushSetting(ctx, request.user!.id, request.body, Date.now()), '设置已保存'),
  });
};
