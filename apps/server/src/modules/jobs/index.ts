import type { FastifyPluginAsync } from 'fastify';
import { consoleJobRetryRoute } from './routes/console-job-retry.route.ts';
import { consoleJobsListRoute } from './routes/console-jobs-list.route.ts';

/**
 * Background work (docs/areas/console.md): the queue itself is the `jobs` plugin (queue.ts);
 * this module is its console page, the runs and a retry of failed ones.
 */
export const jobsModule: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, jobs: app.jobs };
  await app.register(consoleJobsListRoute, { ctx });
  await app.register(consoleJobRetryRoute, { ctx });
};
