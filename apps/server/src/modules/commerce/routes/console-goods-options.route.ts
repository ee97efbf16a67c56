import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleGoodsOptions } from '@shangan/shared/contracts/console/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleGoodsOptions, type ConsoleGoodsContext } from '../console-goods.service.ts';

/** GET /api/v1/console/goods/options — the book categories. */
export const consoleGoodsOptionsRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleGoodsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ConsoleGoodsOptions),
    handler: async () => ok(await consoleGoodsOptions(ctx)),
  });
};
