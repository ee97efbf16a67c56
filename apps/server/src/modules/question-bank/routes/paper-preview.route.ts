import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPaperPreview } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { paperSummary } from '../paper.service.ts';
import { buildQuestions } from '../question-payload.ts';
import { findChildren } from '../question.repository.ts';
import { assertMayOpen } from '../rights.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { findPaperTopLevelQuestions } from '../question.repository.ts';

/** GET /gxw-web-student/historyPaper/paperPreview — the whole paper to read, without keys. */
export const paperPreviewRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetPaperPreview),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await viewerOf(ctx, request);
      const paper = await paperSummary(ctx, viewer, request.query.paperId);
      assertMayOpen(viewer, paper.vipOnly);
      const topLevel = await findPaperTopLevelQuestions(ctx.db, paper.id);
      const children = await findChildren(
        ctx.db,
        topLevel.filter((row) => row.type_code === 'composite').map((row) => row.id),
      );
      const leaves = topLevel.flatMap((row) =>
        row.type_code === 'composite'
          ? children.filter((child) => child.parent_id === row.id).map((child) => child.id)
          : [row.id],
      );
      const questions = await buildQuestions(ctx, ctx.db, leaves, { viewer, review: false });
      return ok({ paper, questions });
    },
  });
};
