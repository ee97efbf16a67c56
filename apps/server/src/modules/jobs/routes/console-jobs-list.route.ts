import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListJobs } from '@shangan/shared/contracts/console/jobs';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listJobs, type JobsContext } from '../jobs.service.ts';

/** GET /api/v1/console/jobs — background work, newest first. */
export const consoleJobsListRoute: FastifyPluginAsyncTypebox<{ ctx: JobsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListJobs),
    handler: async (request) => ok(await listJobs(ctx, request.query)),
  });
};
