import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit per learner, not per address: a class behind one school NAT must not
 * share a budget, and one account must not spread its requests over many addresses. The check
 * runs as a preHandler, after `requireUser` has identified the learner.
 */
export function perLearner(name: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
    },
  };
}
