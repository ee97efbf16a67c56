import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListConsoleGoods } from '@shangan/shared/contracts/console/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listConsoleGoods, type ConsoleGoodsContext } from '../console-goods.service.ts';

/** GET /api/v1/console/goods — the books, last changed first, by title or low on stock. */
export const consoleGoodsListRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleGoodsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListConsoleGoods),
    handler: async (request) => ok(await listConsoleGoods(ctx, request.query)),
  });
};
