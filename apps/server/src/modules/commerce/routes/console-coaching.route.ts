import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleCoaching } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleCoaching, type ConsoleCoachingContext } from '../console-coaching.service.ts';

/** GET /api/v1/console/coaching — the coaching products with their coaches and times to come. */
export const consoleCoachingRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleCoaching),
    handler: async () => ok(await listConsoleCoaching(ctx)),
  });
};
