import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListPaperYears } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { countPapersByYear } from '../paper.repository.ts';

/** GET /gxw-web-student/homePage/yearList — the years that have past papers, newest first. */
export const homeYearListRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListPaperYears),
    handler: async (request) => ok(await countPapersByYear(ctx.db, request.query.subjectId)),
  });
};
