import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleGoodsMsg } from '@shangan/shared';
import { SaveConsoleGoods } from '@shangan/shared/contracts/console/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { saveConsoleGoods, type ConsoleGoodsContext } from '../console-goods.service.ts';

/** POST /api/v1/console/goods/save — a new book with its first stock, or a book changed. */
export const consoleGoodsSaveRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleGoodsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(SaveConsoleGoods),
    handler: async (request) =>
      ok(await saveConsoleGoods(ctx, request.user!.id, request.body), ConsoleGoodsMsg.saved),
  });
};
