import type { FastifyRequest } from 'fastify';

/**
 * Per learner, not per address: a class behind one school NAT must not share a budget, and
 * one account must not spread its requests over many addresses. The check runs as a
 * preHandler, after `requireUser` has identified the learner. Generation allows bursts (a
 * learner paging through a handed-in paper); each answer is still charged by the quota.
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

export const GENERATIONS_PER_MINUTE = 60;
export const RATINGS_PER_MINUTE = 30;
