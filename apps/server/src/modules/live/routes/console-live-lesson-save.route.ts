import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleLiveMsg } from '@shangan/shared';
import { SaveConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleLiveLesson } from '../console-lessons.service.ts';
import type { LiveContext } from '../context.ts';

/** POST /api/v1/console/live/lessons/save — a live lesson scheduled, or one not yet started changed. */
export const consoleLiveLessonSaveRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SaveConsoleLiveLesson),
    handler: async (request) =>
      ok(
        await saveConsoleLiveLesson(ctx, request.user!.id, request.body, () =>
          app.publicContent.invalidate(),
        ),
        ConsoleLiveMsg.saved,
      ),
  });
};
