import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleCoaches } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleCoaches, type ConsoleCoachingContext } from '../console-coaching.service.ts';

/** GET /api/v1/console/coaching/coaches — the coaches and the products they teach. */
export const consoleCoachesRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleCoaches),
    handler: async () => ok(await listConsoleCoaches(ctx)),
  });
};
