import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListExpressCompanies } from '@shangan/shared/contracts/commerce/shipping';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { EXPRESS_COMPANIES } from '../shipping-companies.ts';

/** GET /api/v1/pc/expressCompanies — the carriers an order can be shipped with. */
export const expressCompaniesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListExpressCompanies),
    handler: async () => ok(EXPRESS_COMPANIES),
  });
};
