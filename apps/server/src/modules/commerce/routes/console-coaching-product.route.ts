import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleCoachingProduct } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  getConsoleCoachingProduct,
  type ConsoleCoachingContext,
} from '../console-coaching.service.ts';

/** GET /api/v1/console/coaching/products/detail — a coaching product, to be changed. */
export const consoleCoachingProductRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetConsoleCoachingProduct),
    handler: async (request) => ok(await getConsoleCoachingProduct(ctx, request.query.id)),
  });
};
