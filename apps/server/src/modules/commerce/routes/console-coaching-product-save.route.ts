import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCoachingMsg } from '@shangan/shared';
import { SaveConsoleCoachingProduct } from '@shangan/shared/contracts/console/coaching';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  saveConsoleCoachingProduct,
  type ConsoleCoachingContext,
} from '../console-coaching.service.ts';

/** POST /api/v1/console/coaching/products/save — a coaching product changed, with its deposit. */
export const consoleCoachingProductSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleCoachingContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleCoachingProduct),
    handler: async (request) =>
      ok(
        await saveConsoleCoachingProduct(ctx, request.user!.id, request.body),
        ConsoleCoachingMsg.productSaved,
      ),
  });
};
