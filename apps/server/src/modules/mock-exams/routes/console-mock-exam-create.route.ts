import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleMockExamMsg } from '@shangan/shared';
import { CreateConsoleMockExam } from '@shangan/shared/contracts/console/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { MockExamsContext } from '../context.ts';
import { createConsoleMockExam } from '../console-contests.service.ts';

/** POST /api/v1/console/mock-exams/create — a contest scheduled from draft papers. */
export const consoleMockExamCreateRoute: FastifyPluginAsyncTypebox<{
  ctx: MockExamsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(CreateConsoleMockExam),
    handler: async (request) =>
      ok(
        await createConsoleMockExam(ctx, request.user!.id, request.body),
        ConsoleMockExamMsg.created,
      ),
  });
};
