import fp from 'fastify-plugin';
import { createEmbeddedQueue } from './embedded-engine.ts';
import type { JobQueue } from './job-types.ts';
import { createPgBossQueue } from './pg-boss-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Background work as `app.jobs`: pg-boss on PostgreSQL (its tables in a schema of its own, so
 * every instance shares the queue), the job_run table polled in process on the embedded
 * database. Modules define their kinds while they register; the workers start once the server
 * is ready and stop, with the work they hold, when it closes.
 */
export default fp(
  async (app) => {
    const engine =
      app.dbEngine === 'postgres'
        ? createPgBossQueue(app.db, app.config.databaseUrl, app.log)
        : createEmbeddedQueue(app.db, app.log);
    app.decorate('jobs', engine.queue);
    app.addHook('onReady', async () => {
      // Not awaited: pg-boss installs its schema on a new database, which the server need not
      // wait for; work asked for meanwhile waits for it.
      void engine
        .start()
        .catch((error: unknown) => app.log.error({ err: error }, 'job queue did not start'));
    });
    app.addHook('onClose', async () => engine.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
