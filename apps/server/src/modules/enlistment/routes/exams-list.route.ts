import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListEnlistExams } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { listEnlistExams } from '../positions.service.ts';

/** GET /api/v1/app/enlist/exams — the exams open for enlistment, for everyone. */
export const examsListRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListEnlistExams),
    handler: async () => ok(await listEnlistExams(ctx)),
  });
};
