import { pingDatabase } from '../../db/ping.ts';
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '@shangan/shared';
import { outsideContract } from '../../lib/contract-route.ts';
import { Envelope } from '../../lib/envelope.ts';

const HealthData = Type.Object({ status: Type.String(), database: Type.String() });

/**
 * A probe must get its answer before the balancer's own timeout: a database that accepts
 * connections but does not answer (stuck start, dropped packets) counts as down after this.
 */
const PING_TIMEOUT_MS = 3000;

/**
 * For load balancers and uptime checks: 200 only when the database answers. It sits outside the
 * two APIs and answers 503 with the same body when the database is down, so it has no endpoint
 * contract.
 */
export const healthzRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/healthz',
    {
      schema: outsideContract('a probe outside the APIs, answering 503 when the database is down', {
        tags: ['运维'],
        summary: '健康检查（数据库可用时返回 200）',
        response: { 200: Envelope(HealthData), 503: Envelope(HealthData) },
      }),
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(app.db), PING_TIMEOUT_MS);
        return { code: ApiCode.OK, msg: 'ok', data: { status: 'ok', database: app.dbEngine } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            code: 503,
            msg: '数据库不可用',
            data: { status: 'unavailable', database: app.dbEngine },
          });
      }
    },
  );
};

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
