import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleVipPackages } from '@shangan/shared/contracts/console/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleVipPackages } from '../console-packages.service.ts';

/** GET /api/v1/console/vip/packages — every tier's packages, on sale or not. */
export const consoleVipPackagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListConsoleVipPackages),
    handler: async () => ok(await listConsoleVipPackages(app.db)),
  });
};
