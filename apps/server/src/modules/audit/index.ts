import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoute } from './routes/audit-log.route.ts';

/** The console's audit log (docs/areas/console.md): read by administrators, written by modules. */
export const auditModule: FastifyPluginAsync = async (app) => {
  await app.register(auditLogRoute);
};
