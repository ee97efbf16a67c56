import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetLiveReminder } from '@shangan/shared/contracts/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveContext } from '../context.ts';
import { setReminder } from '../room.service.ts';

/** POST /api/v1/pc/live/reminders — ask, or stop asking, to be reminded of a class. */
export const reminderRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SetLiveReminder),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await setReminder(ctx, request.user!.id, request.body.sessionId, request.body.remind)),
  });
};
