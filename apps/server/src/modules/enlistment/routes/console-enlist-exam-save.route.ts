import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnlistExamMsg } from '@shangan/shared';
import { SaveConsoleEnlistExam } from '@shangan/shared/contracts/console/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleEnlistExam } from '../console-exams.service.ts';

/** POST /api/v1/console/enlistment/exams/save — an exam opened for enlistment, or changed. */
export const consoleEnlistExamSaveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(SaveConsoleEnlistExam),
    handler: async (request) =>
      ok(
        await saveConsoleEnlistExam(
          { db: app.db, engine: app.dbEngine },
          request.user!.id,
          request.body,
        ),
        EnlistExamMsg.saved,
      ),
  });
};
