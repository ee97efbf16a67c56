import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiCode, Msg, rolesAllow } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { rolesOfSchema } from '../../lib/contract-route.ts';

/** Turns a session token into the signed-in user, or null when the token is not a live session. */
export type SessionResolver = (
  token: string,
) => Promise<{ userId: number; sessionId: number } | null>;

/** The roles a user holds beyond learner. */
export type RoleResolver = (userId: number) => Promise<string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The module that owns sessions hands its resolver over here when it registers, so this
     * plugin knows no module (plugins sit below modules and never import them).
     */
    auth: {
      setSessionResolver: (resolver: SessionResolver) => void;
      setRoleResolver: (resolver: RoleResolver) => void;
    };
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
    let resolveRoles: RoleResolver | null = null;
    app.decorate('auth', {
      setSessionResolver(resolver: SessionResolver) {
        if (resolveSession) throw new Error('A session resolver is already registered.');
        resolveSession = resolver;
      },
      setRoleResolver(resolver: RoleResolver) {
        if (resolveRoles) throw new Error('A role resolver is already registered.');
        resolveRoles = resolver;
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
    const requireUser = async (request: FastifyRequest) => {
      request.user = await resolve(request);
      if (!request.user) {
        throw new ApiError(ApiCode.UNAUTHORIZED, request.authToken ? Msg.loginExpired : '请先登录');
      }
    };
    app.decorate('requireUser', requireUser);

    // A route whose contract names staff roles is closed to everyone else before its input is
    // even validated: a learner probing the console learns neither fields nor rules.
    app.addHook('onRoute', (route) => {
      const roles = rolesOfSchema(route.schema);
      if (!roles) return;
      const own = route.preValidation;
      const checkRoles = async (request: FastifyRequest) => {
        await requireUser(request);
        if (!resolveRoles) throw new Error('No role resolver registered with the auth plugin.');
        if (!rolesAllow(await resolveRoles(request.user!.id), roles)) {
          throw new ApiError(ApiCode.FORBIDDEN, Msg.noPermission);
        }
      };
      route.preValidation = [checkRoles, ...(own ? [own].flat() : [])];
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
