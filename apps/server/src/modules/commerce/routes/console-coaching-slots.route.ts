import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleCoachingSlots } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  listConsoleCoachingSlots,
  type ConsoleCoachingContext,
} from '../console-coaching.service.ts';

/** GET /api/v1/console/coaching/slots — a product's times from yesterday on. */
export const consoleCoachingSlotsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleCoachingSlots),
    handler: async (request) => ok(await listConsoleCoachingSlots(ctx, request.query.productId)),
  });
};
