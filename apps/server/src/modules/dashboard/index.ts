import type { FastifyPluginAsync } from 'fastify';
import { consoleDashboardRoute } from './routes/console-dashboard.route.ts';

/**
 * The console's dashboard (docs/areas/console.md): figures of the school's day, each read
 * through the public file of the module that owns it.
 */
export const dashboardModule: FastifyPluginAsync = async (app) => {
  await app.register(consoleDashboardRoute);
};
