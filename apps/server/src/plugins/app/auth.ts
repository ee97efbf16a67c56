import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';

/** Turns a session token into the signed-in user, or null when the token is not a live session. */
export type SessionResolver = (
  token: string,
) => Promise<{ userId: number; sessionId: number } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The module that owns sessions hands its resolver over here when it registers, so this
     * plugin knows no module (plugins sit below modules and never import them).
     */
    auth: { setSessionResolver: (resolver: SessionResolver) => void };
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

    let resolveSession: SessionResolver | null = null;
    app.decorate('auth', {
      setSessionResolver(resolver: SessionResolver) {
        if (resolveSession) throw new Error('A session resolver is already registered.');
        resolveSession = resolver;
      },
    });

    async function resolve(request: FastifyRequest) {
      if (!request.authToken) return null;
      // Routes are registered after the accounts module, so a request never arrives before it.
      if (!resolveSession) throw new Error('No session resolver registered with the auth plugin.');
      const session = await resolveSession(request.authToken);
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
