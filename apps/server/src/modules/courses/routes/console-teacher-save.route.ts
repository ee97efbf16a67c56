import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleTeacherMsg } from '@shangan/shared';
import { SaveConsoleTeacher } from '@shangan/shared/contracts/console/teachers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleTeacher } from '../console-teachers.service.ts';

/** POST /api/v1/console/teachers/save — a teacher profile created or changed. */
export const consoleTeacherSaveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(SaveConsoleTeacher),
    handler: async (request) =>
      ok(
        await saveConsoleTeacher(app.db, request.user!.id, request.body, () =>
          app.publicContent.invalidate(),
        ),
        ConsoleTeacherMsg.saved,
      ),
  });
};
