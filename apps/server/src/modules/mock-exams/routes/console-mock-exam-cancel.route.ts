import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleMockExamMsg } from '@shangan/shared';
import { CancelConsoleMockExam } from '@shangan/shared/contracts/console/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { MockExamsContext } from '../context.ts';
import { cancelConsoleMockExam } from '../console-contests.service.ts';

/** POST /api/v1/console/mock-exams/cancel — a contest nobody applied to, called off. */
export const consoleMockExamCancelRoute: FastifyPluginAsyncTypebox<{
  ctx: MockExamsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(CancelConsoleMockExam),
    handler: async (request) => {
      await cancelConsoleMockExam(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleMockExamMsg.cancelled);
    },
  });
};
