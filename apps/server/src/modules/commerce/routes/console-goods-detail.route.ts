import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetConsoleGoods } from '@shangan/shared/contracts/console/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { consoleGoodsDetail, type ConsoleGoodsContext } from '../console-goods.service.ts';

/** GET /api/v1/console/goods/detail — a book as the form edits it, with its stock and sales. */
export const consoleGoodsDetailRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleGoodsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetConsoleGoods),
    handler: async (request) => ok(await consoleGoodsDetail(ctx, request.query.id)),
  });
};
