import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { GetMediaPlayUrl } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { signMediaUrl } from '../media-url.ts';
import { findReleasedKeys, HELD_FOR_EXAM_MESSAGE } from '../key-release.ts';
import { findQuestion } from '../question.repository.ts';
import { LOCKED_MESSAGE, mayOpen } from '../rights.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { findAnalysisMedia } from '../media.repository.ts';

/**
 * POST /gxw-web-student/media/playUrl — a signed, expiring address for a video analysis, under
 * the same rule as the key: a question I handed in, VIP content only with the right.
 */
export const mediaPlayUrlRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetMediaPlayUrl),
    preHandler: app.requireUser,
    handler: async (request) => {
      const viewer = await userViewerOf(ctx, request);
      const { questionId, analysisId } = request.body;
      const question = await findQuestion(ctx.db, questionId);
      const media = await findAnalysisMedia(ctx.db, questionId, analysisId);
      if (!question || !media) throw new ApiError(ApiCode.NOT_FOUND, '该解析不存在');
      if (!mayOpen(viewer, question.vip_only)) {
        throw new ApiError(ApiCode.FORBIDDEN, LOCKED_MESSAGE);
      }
      const { released, underExam } = await findReleasedKeys(ctx.db, viewer.userId, [questionId]);
      if (underExam.has(questionId)) throw new ApiError(ApiCode.FORBIDDEN, HELD_FOR_EXAM_MESSAGE);
      if (!released.has(questionId)) {
        throw new ApiError(ApiCode.FORBIDDEN, '交卷后才能查看解析');
      }
      const signed = signMediaUrl(
        ctx.config.appSecret,
        media.id,
        ctx.config.questionBank.mediaUrlTtlSeconds,
      );
      return ok({ ...signed, mime: media.mime, durationSeconds: media.duration_seconds });
    },
  });
};
