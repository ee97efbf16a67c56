import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCoachingMsg } from '@shangan/shared';
import { SaveConsoleCoach } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleCoach, type ConsoleCoachingContext } from '../console-coaching.service.ts';

/** POST /api/v1/console/coaching/coaches/save — a coach added or changed. */
export const consoleCoachSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleCoach),
    handler: async (request) =>
      ok(
        await saveConsoleCoach(ctx, request.user!.id, request.body),
        ConsoleCoachingMsg.coachSaved,
      ),
  });
};
