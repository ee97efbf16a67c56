import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListBoundSets } from '@shangan/shared/contracts/bounded-practice';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { loadViewer } from '../../question-bank/public.ts';
import type { BoundedPracticeContext } from '../context.ts';
import { listSets } from '../sets.service.ts';

/** GET /gxw-web-student/boundsDifficulty/list — a subject's sets with bands and my progress. */
export const listRoute: FastifyPluginAsyncTypebox<{ ctx: BoundedPracticeContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListBoundSets),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await loadViewer(ctx.db, request.user?.id ?? null);
      return ok(await listSets(ctx, viewer, request.query.subjectId));
    },
  });
};
