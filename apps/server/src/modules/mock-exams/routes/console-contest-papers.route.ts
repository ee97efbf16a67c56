import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListContestPaperOptions } from '@shangan/shared/contracts/console/mock-exams';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { MockExamsContext } from '../context.ts';
import { listContestPaperOptions } from '../console-contests.service.ts';

/** GET /api/v1/console/mock-exams/papers — the draft papers a contest may be scheduled with. */
export const consoleContestPapersRoute: FastifyPluginAsyncTypebox<{
  ctx: MockExamsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListContestPaperOptions),
    handler: async () => ok(await listContestPaperOptions(ctx)),
  });
};
