import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import type { VipContext } from '../vip-context.ts';
import { findCurrentAdviser, findLastDealCustomer, listActiveAdvisers } from '../vip.repository.ts';
import { Adviser } from '../vip.schemas.ts';

/**
 * The course advisers of the VIP dialog:
 * - GET /api/v1/pc/courseAdvisers — the list to choose from (id, name);
 * - GET /api/v1/pc/courseAdvisers/current — the caller's adviser, pre-selected in the dialog
 *   (whoever closed their latest VIP deal), `{ id: null }` when none;
 * - GET /api/v1/pc/vipOrders/lastDealCustomer — the adviser named on the caller's latest paid
 *   VIP order, null when none.
 */
export const courseAdvisersRoute: FastifyPluginAsyncTypebox<{ ctx: VipContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/courseAdvisers',
    {
      schema: {
        tags: ['VIP会员'],
        summary: '课程顾问列表',
        response: { 200: Envelope(Type.Array(Adviser)) },
      },
    },
    async () => ok(await listActiveAdvisers(ctx.db)),
  );

  app.get(
    '/pc/courseAdvisers/current',
    {
      schema: {
        tags: ['VIP会员'],
        summary: '当前用户的课程顾问（无则 id 为 null）',
        response: {
          200: Envelope(
            Type.Object({
              id: Type.Union([Type.Integer(), Type.Null()]),
              name: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const adviser = await findCurrentAdviser(ctx.db, request.user!.id);
      return ok(adviser ?? { id: null, name: null });
    },
  );

  app.get(
    '/pc/vipOrders/lastDealCustomer',
    {
      schema: {
        tags: ['VIP会员'],
        summary: '最近一笔已支付 VIP 订单的成交课程顾问（无则为 null）',
        response: { 200: Envelope(Type.Union([Adviser, Type.Null()])) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ok((await findLastDealCustomer(ctx.db, request.user!.id)) ?? null),
  );
};
