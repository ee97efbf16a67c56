import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnlistExamMsg } from '@shangan/shared';
import { RemoveConsoleEnlistExam } from '@shangan/shared/contracts/console/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { removeConsoleEnlistExam } from '../console-exams.service.ts';

/** POST /api/v1/console/enlistment/exams/remove — an exam nothing names yet deleted. */
export const consoleEnlistExamRemoveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(RemoveConsoleEnlistExam),
    handler: async (request) => {
      await removeConsoleEnlistExam(
        { db: app.db, engine: app.dbEngine },
        request.user!.id,
        request.body.id,
      );
      return ok(null, EnlistExamMsg.removed);
    },
  });
};
