import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetDashboard } from '@shangan/shared/contracts/console/dashboard';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { dashboard } from '../dashboard.service.ts';

/** GET /api/v1/console/dashboard — today beside yesterday, and the grading backlog. */
export const consoleDashboardRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetDashboard),
    handler: async () => ok(await dashboard(app.db)),
  });
};
