import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleTeachers } from '@shangan/shared/contracts/console/teachers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleTeachers } from '../console-teachers.service.ts';

/** GET /api/v1/console/teachers — the teacher profiles with their courses and accounts. */
export const consoleTeachersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListConsoleTeachers),
    handler: async () => ok(await listConsoleTeachers(app.db)),
  });
};
