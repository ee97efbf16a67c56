import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetEnlistment } from '@shangan/shared/contracts/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { EnlistmentContext } from '../enlistment-context.ts';
import { enlistmentById } from '../enlistment.service.ts';

/** GET /api/v1/app/enlistById?id= — one of the caller's enlistments. */
export const enlistmentByIdRoute: FastifyPluginAsyncTypebox<{ ctx: EnlistmentContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetEnlistment),
    preHandler: app.requireUser,
    handler: async (request) => ok(await enlistmentById(ctx, request.user!.id, request.query.id)),
  });
};
