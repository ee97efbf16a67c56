import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCoachingMsg } from '@shangan/shared';
import { RemoveConsoleCoachingSlot } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  removeConsoleCoachingSlot,
  type ConsoleCoachingContext,
} from '../console-coaching.service.ts';

/** POST /api/v1/console/coaching/slots/remove — a time no order booked, removed. */
export const consoleCoachingSlotRemoveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(RemoveConsoleCoachingSlot),
    handler: async (request) => {
      await removeConsoleCoachingSlot(ctx, request.user!.id, request.body.id);
      return ok(null, ConsoleCoachingMsg.removed);
    },
  });
};
