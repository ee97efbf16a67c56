import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { signMediaUrl } from '../media-url.ts';
import { findReleasedKeys, HELD_FOR_EXAM_MESSAGE } from '../key-release.ts';
import { findQuestion } from '../question.repository.ts';
import { Id } from '../question-bank.schemas.ts';
import { LOCKED_MESSAGE, mayOpen } from '../rights.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
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
  app.post(
    '/media/playUrl',
    {
      schema: {
        tags: [...TAGS.media],
        summary: '视频解析播放地址（签名，限时有效）',
        body: Type.Object({
          questionId: Id('题目编号不正确'),
          analysisId: Id('解析编号不正确'),
        }),
        response: {
          200: Envelope(
            Type.Object({
              url: Type.String(),
              expiresAt: Type.String(),
              mime: Type.String(),
              durationSeconds: Type.Integer(),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
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
  );
};
