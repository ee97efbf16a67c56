import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListBoundRecords } from '@shangan/shared/contracts/bounded-practice';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import type { BoundedPracticeContext } from '../context.ts';
import { listRecords } from '../records.service.ts';

/** GET /gxw-web-student/boundsDifficulty/recordList — my records per set with band history. */
export const recordListRoute: FastifyPluginAsyncTypebox<{ ctx: BoundedPracticeContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListBoundRecords),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await listRecords(ctx, await userViewerOf(ctx, request), request.query)),
  });
};
