import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { Engine } from './db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dbEngine: Engine;
    /** Shared state across instances; null when REDIS_URL is not set (one instance). */
    redis: Redis | null;
  }
  interface FastifyRequest {
    /** The session token the client sent: bearer on the main API, `token` header on learning. */
    authToken: string | null;
  }
}
