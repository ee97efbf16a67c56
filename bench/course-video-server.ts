import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { replaceVideoOwner } from '../apps/server/src/modules/course-video/public.ts';

/**
 * The real server for the video benchmark, in its own process: the database the benchmark
 * prepared (migrated, its videos recorded, its viewers signed in), and a lesson owner that lets
 * every signed-in viewer watch every lesson in full, so the figures are the video module's own
 * (the courses module's rights are one query more per request).
 */
const config = loadConfig();
const database = openDatabase(config.databaseUrl);
const app = await buildApp({ config, database });
replaceVideoOwner('lesson', {
  access: async (_db, userId) =>
    userId === null ? { level: 'none', reason: '请先登录' } : { level: 'full' },
  describe: async (_db, ownerIds) =>
    new Map(ownerIds.map((id) => [id, { title: `压测课时 ${id}` }])),
});
await app.ready();
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ host: config.host, port: config.port });
