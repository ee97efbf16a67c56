import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { CheckEquity } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findCatalogue } from '../catalogue.repository.ts';
import { findQuestion } from '../question.repository.ts';
import { LOCKED_MESSAGE, catalogueVipOnly, mayOpen } from '../rights.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { findPaperVipOnly } from '../paper.repository.ts';

/**
 * POST /gxw-web-student/v2/catalogue/checkEquity — may this person open a section, a paper or
 * a question? Decided here; the client only shows the answer.
 */
export const catalogueCheckEquityRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(CheckEquity),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const { catalogueId, paperId, questionId } = request.body;
      const viewer = await viewerOf(ctx, request);
      let vipOnly: boolean;
      if (catalogueId) {
        if (!(await findCatalogue(ctx.db, catalogueId))) {
          throw new ApiError(ApiCode.NOT_FOUND, '该知识点不存在');
        }
        vipOnly = await catalogueVipOnly(ctx.db, catalogueId);
      } else if (paperId) {
        const paper = await findPaperVipOnly(ctx.db, paperId);
        if (!paper) throw new ApiError(ApiCode.NOT_FOUND, '试卷不存在');
        vipOnly = paper.vip_only === 1;
      } else if (questionId) {
        const question = await findQuestion(ctx.db, questionId);
        if (!question) throw new ApiError(ApiCode.NOT_FOUND, '题目不存在或已下架');
        vipOnly = question.vip_only === 1;
      } else {
        throw new ApiError(ApiCode.BAD_REQUEST, '请指定要校验的知识点、试卷或题目');
      }
      const hasEquity = mayOpen(viewer, vipOnly);
      const reason = hasEquity ? '' : viewer.userId ? LOCKED_MESSAGE : '请先登录';
      return ok({ hasEquity, vipOnly, isVip: viewer.isVip, reason });
    },
  });
};
