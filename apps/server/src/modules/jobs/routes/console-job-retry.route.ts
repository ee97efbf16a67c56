import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JobMsg } from '@shangan/shared';
import { RetryJob } from '@shangan/shared/contracts/console/jobs';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { retryJob, type JobsContext } from '../jobs.service.ts';

/** POST /api/v1/console/jobs/retry — a failed run queued again from its first attempt. */
export const consoleJobRetryRoute: FastifyPluginAsyncTypebox<{ ctx: JobsContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(RetryJob),
    handler: async (request) =>
      ok(await retryJob(ctx, request.user!.id, request.body.id), JobMsg.retried),
  });
};
