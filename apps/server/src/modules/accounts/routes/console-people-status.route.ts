import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetPersonDisabled } from '@shangan/shared/contracts/console/people';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { setPersonDisabled } from '../people-admin.service.ts';

/** POST /api/v1/console/people/status — an administrator stops or restores an account. */
export const consolePeopleStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(SetPersonDisabled),
    handler: async (request) => {
      const person = await setPersonDisabled(app.db, request.user!.id, request.body);
      return ok(person, request.body.disabled ? '账号已停用' : '账号已恢复');
    },
  });
};
