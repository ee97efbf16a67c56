import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { SignStatus } from '../site.schemas.ts';
import { signStatus, signToday } from '../site.service.ts';

/** Daily sign-in for members (POST /pc/sign, GET /pc/getUserSign). */
export const signRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/sign',
    {
      schema: {
        tags: ['站点'],
        summary: '每日签到（同一天重复签到不重复计数）',
        body: Type.Optional(Type.Object({ type: Type.Optional(Type.String({ maxLength: 16 })) })),
        response: { 200: Envelope(SignStatus) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const userId = request.user!.id;
      const fresh = await signToday(app.db, userId);
      return ok(await signStatus(app.db, userId), fresh ? '签到成功' : '今天已经签到过了');
    },
  );
  app.get(
    '/pc/getUserSign',
    {
      schema: {
        tags: ['站点'],
        summary: '签到状态：今天是否已签、连续天数、累计天数、本月签到日',
        response: { 200: Envelope(SignStatus) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await signStatus(app.db, request.user!.id)),
  );
};
