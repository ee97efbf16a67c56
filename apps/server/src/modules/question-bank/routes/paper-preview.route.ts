import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { paperSummary } from '../paper.service.ts';
import { buildQuestions } from '../question-payload.ts';
import { findChildren } from '../question.repository.ts';
import { Id, PaperSummary, Question } from '../question-bank.schemas.ts';
import { assertMayOpen } from '../rights.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { findPaperTopLevelQuestions } from '../question.repository.ts';

/** GET /gxw-web-student/historyPaper/paperPreview — the whole paper to read, without keys. */
export const paperPreviewRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/historyPaper/paperPreview',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '试卷预览（全部题目，不含答案与解析）',
        querystring: Type.Object({ paperId: Id('试卷编号不正确') }),
        response: {
          200: Envelope(Type.Object({ paper: PaperSummary, questions: Type.Array(Question) })),
        },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
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
  );
};
