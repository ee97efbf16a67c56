import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleMockExamMsg } from '@shangan/shared';
import { UpdateConsoleMockExam } from '@shangan/shared/contracts/console/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { MockExamsContext } from '../context.ts';
import { updateConsoleMockExam } from '../console-contests.service.ts';

/** POST /api/v1/console/mock-exams/update — a contest not yet started, changed. */
export const consoleMockExamUpdateRoute: FastifyPluginAsyncTypebox<{
  ctx: MockExamsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(UpdateConsoleMockExam),
    handler: async (request) =>
      ok(
        await updateConsoleMockExam(ctx, request.user!.id, request.body),
        ConsoleMockExamMsg.updated,
      ),
  });
};
