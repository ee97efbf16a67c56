import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetImportTemplate } from '@shangan/shared/contracts/console/question-import';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { importTemplate } from '../import/import.service.ts';

/** GET /api/v1/console/question-import/template — the Word or Excel template with examples. */
export const consoleImportTemplateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetImportTemplate),
    handler: async (request) => ok(await importTemplate(request.query.format)),
  });
};
