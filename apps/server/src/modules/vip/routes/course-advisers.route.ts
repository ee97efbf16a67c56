import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GetCurrentAdviser,
  GetLastDealCustomer,
  ListCourseAdvisers,
} from '@shangan/shared/contracts/vip';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { VipContext } from '../vip-context.ts';
import { findCurrentAdviser, findLastDealCustomer, listActiveAdvisers } from '../vip.repository.ts';

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
  app.route({
    ...routeOf(ListCourseAdvisers),
    handler: async () => ok(await listActiveAdvisers(ctx.db)),
  });

  app.route({
    ...routeOf(GetCurrentAdviser),
    preHandler: app.requireUser,
    handler: async (request) => {
      const adviser = await findCurrentAdviser(ctx.db, request.user!.id);
      return ok(adviser ?? { id: null, name: null });
    },
  });

  app.route({
    ...routeOf(GetLastDealCustomer),
    preHandler: app.requireUser,
    handler: async (request) => ok((await findLastDealCustomer(ctx.db, request.user!.id)) ?? null),
  });
};
