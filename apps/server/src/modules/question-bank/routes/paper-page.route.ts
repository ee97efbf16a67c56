import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListPapers } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { paperPage } from '../paper.service.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/historyPaper/page — past papers by year, region and examination level. */
export const paperPageRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListPapers),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const { page = 1, size = 10, ...rest } = request.body;
      const filter = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
      );
      return ok(await paperPage(ctx, await viewerOf(ctx, request), { page, size, ...filter }));
    },
  });
};
