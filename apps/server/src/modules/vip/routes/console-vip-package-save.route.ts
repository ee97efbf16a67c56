import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleVipMsg } from '@shangan/shared';
import { SaveConsoleVipPackage } from '@shangan/shared/contracts/console/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleVipPackage } from '../console-packages.service.ts';

/** POST /api/v1/console/vip/packages/save — a package created or repriced. */
export const consoleVipPackageSaveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(SaveConsoleVipPackage),
    handler: async (request) =>
      ok(await saveConsoleVipPackage(app.db, request.user!.id, request.body), ConsoleVipMsg.saved),
  });
};
