import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPaperDoStatus } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { paperDoStatus } from '../paper.service.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** GET /gxw-web-student/historyPaper/paperDoStatus — a paper and where I stand with it. */
export const paperDoStatusRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetPaperDoStatus),
    preHandler: app.optionalUser,
    handler: async (request) =>
      ok(await paperDoStatus(ctx, await viewerOf(ctx, request), request.query.paperId)),
  });
};
