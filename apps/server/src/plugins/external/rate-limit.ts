import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so browsing stays unthrottled while
 * logins and SMS sends are guarded. Counters live in Redis when configured, so every instance
 * behind a load balancer shares them.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'shangan-rl:' } : {}),
      errorResponseBuilder: () => new ApiError(ApiCode.TOO_MANY_REQUESTS, Msg.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
