import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { resolveSession } from '../../modules/accounts/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a live session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: resolves the session when there is one; visitors pass through. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: { id: number; sessionId: number } | null;
  }
}

/** Session tokens from either API become `request.user` through these two hooks. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    async function resolve(request: FastifyRequest) {
      if (!request.authToken) return null;
      const session = await resolveSession(
        app.db,
        request.authToken,
        app.config.accounts.sessionIdleMinutes,
      );
      return session ? { id: session.userId, sessionId: session.sessionId } : null;
    }

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await resolve(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await resolve(request);
      if (!request.user) {
        throw new ApiError(ApiCode.UNAUTHORIZED, request.authToken ? Msg.loginExpired : '请先登录');
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
