import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPositionTemplate } from '@shangan/shared/contracts/console/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { positionTemplateFile } from '../console-positions.service.ts';

/** GET /api/v1/console/enlistment/positions/template — the Excel template with two example rows. */
export const consolePositionTemplateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(GetPositionTemplate),
    handler: async () => ok(await positionTemplateFile()),
  });
};
