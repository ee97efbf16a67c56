import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleGoodsMsg } from '@shangan/shared';
import { ChangeGoodsStock } from '@shangan/shared/contracts/console/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { changeGoodsStock, type ConsoleGoodsContext } from '../console-goods.service.ts';

/** POST /api/v1/console/goods/stock — stock taken in or written off, never below zero. */
export const consoleGoodsStockRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleGoodsContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ChangeGoodsStock),
    handler: async (request) =>
      ok(await changeGoodsStock(ctx, request.user!.id, request.body), ConsoleGoodsMsg.stockChanged),
  });
};
