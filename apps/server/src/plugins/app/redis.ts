import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Connects to Redis when REDIS_URL is set; otherwise state stays in this process. */
export default fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(app.config.redisUrl, {
      lazyConnect: true,
      // Rate-limit checks must not hang a request when Redis is away; fail fast instead.
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
    });
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
