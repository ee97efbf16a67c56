import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { revokeSession } from '../sessions.ts';

/** POST /api/v1/pc/logout — ends this session on the server; its token is useless afterwards. */
export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/pc/logout',
    {
      schema: {
        tags: ['账号'],
        summary: '退出登录（吊销当前会话）',
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      if (request.user) await revokeSession(app.db, request.user.sessionId);
      return ok(null, '退出登录成功');
    },
  );
};
