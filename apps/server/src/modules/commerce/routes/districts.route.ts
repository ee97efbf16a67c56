import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListDistricts } from '@shangan/shared/contracts/commerce/addresses';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { districtsUnder } from '../districts.ts';

/** GET /api/v1/pc/districts?code= — one level of the national division table. */
export const districtsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ListDistricts),
    handler: async (request, reply) => {
      // The table changes with a package upgrade, not between requests.
      void reply.header('cache-control', 'public, max-age=86400');
      return ok(districtsUnder(request.query.code));
    },
  });
};
