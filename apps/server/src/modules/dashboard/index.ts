import type { FastifyPluginAsync } from 'fastify';
import { consoleDashboardRoute } from './routes/console-dashboard.route.ts';
import { consoleGradingRoute } from './routes/console-grading.route.ts';

/**
 * The console's dashboard and grading workload (docs/areas/console.md): figures of the school's
 * day and of its graders, each read through the public file of the module that owns it.
 */
export const dashboardModule: FastifyPluginAsync = async (app) => {
  await app.register(consoleDashboardRoute);
  await app.register(consoleGradingRoute);
};
