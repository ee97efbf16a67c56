import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckBoundSetEquity } from '@shangan/shared/contracts/bounded-practice';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadViewer } from '../../question-bank/public.ts';
import type { BoundedPracticeContext } from '../context.ts';
import { checkSetEquity } from '../sets.service.ts';

/** GET /gxw-web-student/boundsDifficulty/checkEquity — may I practise this set (VIP rules)? */
export const checkEquityRoute: FastifyPluginAsyncTypebox<{ ctx: BoundedPracticeContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(CheckBoundSetEquity),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, request.user?.id ?? null);
      return ok(await checkSetEquity(ctx, viewer, request.query.setId));
    },
  });
};
