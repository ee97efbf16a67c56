import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetUserSign, SignToday } from '@shangan/shared/contracts/site';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { signStatus, signToday } from '../site.service.ts';

/** Daily sign-in for members (POST /pc/sign, GET /pc/getUserSign). */
export const signRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(SignToday),
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = request.user!.id;
      const fresh = await signToday(app.db, userId);
      return ok(await signStatus(app.db, userId), fresh ? '签到成功' : '今天已经签到过了');
    },
  });
  app.route({
    ...routeOf(GetUserSign),
    preHandler: app.requireUser,
    handler: async (request) => ok(await signStatus(app.db, request.user!.id)),
  });
};
