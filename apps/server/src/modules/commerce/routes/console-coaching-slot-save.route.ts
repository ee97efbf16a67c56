import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCoachingMsg } from '@shangan/shared';
import { SaveConsoleCoachingSlot } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  saveConsoleCoachingSlot,
  type ConsoleCoachingContext,
} from '../console-coaching.service.ts';

/** POST /api/v1/console/coaching/slots/save — a time added, or changed. */
export const consoleCoachingSlotSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleCoachingSlot),
    handler: async (request) =>
      ok(
        await saveConsoleCoachingSlot(ctx, request.user!.id, request.body),
        ConsoleCoachingMsg.saved,
      ),
  });
};
