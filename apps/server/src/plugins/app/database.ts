import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/connect.ts';

/**
 * Makes the database available as `app.db` and closes it when the server stops. Lost
 * connections (a PostgreSQL restart) are reported in the app's log from here on.
 */
export default fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    handle.useLogger(app.log);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
