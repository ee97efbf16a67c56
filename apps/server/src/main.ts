import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoContent } from './seed.ts';
import { buildApp } from './app.ts';
import { invalidatePublicContent } from './plugins/app/response-cache.ts';

/** Process start only: read the environment, prepare the database, listen, stop cleanly. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = openDatabase(config.databaseUrl);
  const app = await buildApp({ config, database });

  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  if (config.seedDemo) {
    const loaded = await seedDemoContent(database.db, {
      // A grader with a published password belongs to demos, never to a real production.
      demoAccounts: config.nodeEnv !== 'production' || config.allowDemoProviders,
    });
    if (loaded.length > 0) {
      app.log.info({ loaded }, 'demo content loaded');
      // Other instances sharing Redis may already be answering the public reads.
      await invalidatePublicContent(app);
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, close the database; give up after 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
