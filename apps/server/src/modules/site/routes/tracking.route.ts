import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecordPageView, RecordPopLog } from '@shangan/shared/contracts/site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { insertPageView, insertPopLog } from '../site.repository.ts';

/** One browser reports a page view per route change; more than this a minute is not a person. */
const VIEWS_PER_MINUTE = 120;

/** Page views (POST /pc/BuryingPointLogs/record, one per route change) and pop-up logs. */
export const trackingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(RecordPageView),
    config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: 60_000 } },
    preHandler: app.optionalUser,
    handler: async (request) => {
      const { path, pageName, referrer, cityId } = request.body;
      await insertPageView(app.db, {
        userId: request.user?.id ?? null,
        path: path.startsWith('/') ? path : `/${path}`,
        pageName: pageName ?? '',
        referrer: referrer ?? '',
        cityId: cityId ?? null,
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 255),
      });
      return ok(null);
    },
  });
  app.route({
    ...routeOf(RecordPopLog),
    preHandler: app.requireUser,
    handler: async (request) => {
      await insertPopLog(app.db, request.user!.id, request.body.type);
      return ok(null);
    },
  });
};
