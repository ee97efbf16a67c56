import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleLiveMsg } from '@shangan/shared';
import { RemoveConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { removeConsoleLiveLesson } from '../console-lessons.service.ts';
import type { LiveContext } from '../context.ts';

/** POST /api/v1/console/live/lessons/remove — a live lesson not yet started deleted. */
export const consoleLiveLessonRemoveRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(RemoveConsoleLiveLesson),
    handler: async (request) => {
      await removeConsoleLiveLesson(ctx, request.user!.id, request.body.id, () =>
        app.publicContent.invalidate(),
      );
      return ok(null, ConsoleLiveMsg.removed);
    },
  });
};
