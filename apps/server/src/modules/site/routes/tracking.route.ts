import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { insertPageView, insertPopLog } from '../site.repository.ts';

/** One browser reports a page view per route change; more than this a minute is not a person. */
const VIEWS_PER_MINUTE = 120;

/** Page views (POST /pc/BuryingPointLogs/record, one per route change) and pop-up logs. */
export const trackingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/BuryingPointLogs/record',
    {
      schema: {
        tags: ['站点'],
        summary: '页面浏览埋点：每次路由切换上报一次',
        body: Type.Object({
          path: Type.String({
            minLength: 1,
            maxLength: 512,
            errorMessage: { required: '缺少页面地址', default: '页面地址不正确' },
          }),
          pageName: Type.Optional(Type.String({ maxLength: 64 })),
          referrer: Type.Optional(Type.String({ maxLength: 512 })),
          // Bounded like the column it is stored in: a larger number was stored and made the
          // table unreadable (SQLite) or failed the insert (PostgreSQL).
          cityId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
        }),
        response: { 200: Envelope(Type.Null()) },
      },
      config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: app.optionalUser,
    },
    async (request) => {
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
  );
  app.post(
    '/app/userInfoPopLog',
    {
      schema: {
        tags: ['站点'],
        summary: '记录向用户弹出过的提示（如完善资料、VIP 到期提醒），避免重复打扰',
        body: Type.Object({
          type: Type.String({
            minLength: 1,
            maxLength: 32,
            errorMessage: { required: '缺少弹窗类型', default: '弹窗类型不正确' },
          }),
        }),
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await insertPopLog(app.db, request.user!.id, request.body.type);
      return ok(null);
    },
  );
};
