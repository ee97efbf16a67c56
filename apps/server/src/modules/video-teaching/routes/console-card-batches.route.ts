import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCardBatches } from '@shangan/shared/contracts/console/experience-cards';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listCardBatches } from '../console-cards.service.ts';

/** GET /api/v1/console/experience-cards — the console's hand-outs of experience cards. */
export const consoleCardBatchesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListCardBatches),
    handler: async (request) => ok(await listCardBatches(app.db, request.query)),
  });
};
