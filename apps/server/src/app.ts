import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIX } from '@shangan/shared';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { redactUrl } from './lib/redact-url.ts';
import { describeValidationError } from './lib/validation-messages.ts';
import security from './plugins/external/security.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import docs from './plugins/external/docs.ts';
import database from './plugins/app/database.ts';
import redis from './plugins/app/redis.ts';
import errorHandling from './plugins/app/error-handling.ts';
import auth from './plugins/app/auth.ts';
import eventStreams from './plugins/app/event-streams.ts';
import inputGuards, { frameworkErrorReply } from './plugins/app/input-guards.ts';
import paymentDesks from './plugins/app/payment-desks.ts';
import responseCache from './plugins/app/response-cache.ts';
import providers from './plugins/app/providers.ts';
import webApp from './plugins/app/web-app.ts';
import { mainApi } from './api/main-api.ts';
import { learningApi } from './api/learning-api.ts';
import { healthzRoute } from './modules/health/index.ts';
import { jobsPlugin } from './modules/jobs/public.ts';
import { liveMediaModule } from './modules/live/index.ts';
import { seoRoutes } from './modules/site/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** Owned by the app from here on: closed when the app closes. */
  database: DatabaseHandle;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server: external plugins, then our own plugins, then the routes. */
export async function buildApp({
  config,
  database: handle,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'],
      serializers: {
        // Fastify's own fields, with signed-URL signatures and page tokens taken out of the URL.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ajv: {
      // `errorMessage` on a schema property carries the Chinese text shown for that field;
      // `verbose` gives the formatter access to it.
      // strictNumbers: a JSON Infinity (1e400) is not a number; coerced query text that becomes
      // one is refused by the input guards.
      customOptions: { verbose: true, keywords: ['errorMessage'], strictNumbers: true },
    },
    schemaErrorFormatter: (errors, dataVar) => new Error(describeValidationError(errors, dataVar)),
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorateRequest('authToken', null);

  // External: state stores first, then what every request passes through.
  await app.register(redis);
  await app.register(database, { handle });
  // Before the security headers: a cached answer replays them (plugins/app/response-cache.ts).
  await app.register(responseCache);
  await app.register(security);
  await app.register(rateLimit);
  if (config.docsEnabled) await app.register(docs);

  // Ours.
  await app.register(errorHandling);
  await app.register(inputGuards);
  await app.register(providers);
  await app.register(auth);
  await app.register(eventStreams);
  await app.register(paymentDesks);
  await app.register(jobsPlugin);
  await app.register(webApp);

  // Routes.
  await app.register(healthzRoute);
  await app.register(seoRoutes);
  await app.register(mainApi, { prefix: API_PREFIX.main });
  await app.register(liveMediaModule);
  await app.register(learningApi, { prefix: API_PREFIX.learning });

  return app;
}

/**
 * Fastify 5 ignores a numeric trustProxy (it cannot check who the nearest hop is), so a hop
 * count becomes the equivalent trust function: believe the peer and the N-1 entries before it.
 * That is only as safe as the network: the app port must be reachable through the proxy alone,
 * otherwise TRUST_PROXY should list the proxies' addresses (see the README's Configuration).
 */
function fastifyTrustProxy(
  trustProxy: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
