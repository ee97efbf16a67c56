import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { firstConnection, logRedisOutages } from '../../lib/redis-state.ts';

/**
 * How long a Redis command may take before its caller gives up on it (and falls back to this
 * process's state). A stalled server (paused, swapping) keeps the connection open but answers
 * nothing; without a limit every rate-limited request would hang with it.
 */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** The longest start-up waits for a Redis that neither answers nor refuses (stalled). */
const START_WAIT_MS = 3_000;

/**
 * Connects to Redis when REDIS_URL is set; otherwise state stays in this process. Redis being
 * away never stops the server, at start or later: ioredis keeps reconnecting in the background,
 * and while the client is not ready (`redisReady`) each user of it keeps its state locally.
 */
export default fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(app.config.redisUrl, {
      // Not awaited: connecting starts now and retries in the background (ioredis's default
      // back-off, up to 5 s apart), so a Redis that is down at start does not stop the server.
      lazyConnect: false,
      // While disconnected a command fails at once and its caller falls back, instead of
      // queueing until Redis is back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 2,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // A command cut off by a lost connection has been given up on (and done locally) by its
      // caller: sending it again after the reconnection would count twice.
      autoResendUnfulfilledCommands: false,
    });
    logRedisOutages(redis, app.log, 'Redis');
    await firstConnection(redis, START_WAIT_MS);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // QUIT fails at once when Redis is away (nothing to say goodbye to): then just stop the
      // reconnection attempts, which would otherwise keep the process alive.
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
