import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListAuditLog } from '@shangan/shared/contracts/console/audit';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listAudit } from '../audit.service.ts';

/** GET /api/v1/console/audit — the audit log, newest first (administrators only). */
export const auditLogRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListAuditLog),
    handler: async (request) => ok(await listAudit(app.db, request.query)),
  });
};
