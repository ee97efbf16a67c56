import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Id } from '../../question-bank/public.ts';
import { AnalysisInfo, TAGS } from '../ai-analysis.schemas.ts';
import { analysisInfo } from '../ai-analysis.service.ts';

/**
 * GET /gxw-web-student/aigc/aiAnalysisInfo — may the learner generate now, have they accepted
 * the disclaimer, and its text. With `questionId`, a question already obtained counts as
 * allowed (seeing it again is free).
 */
export const aiAnalysisInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/aigc/aiAnalysisInfo',
    {
      schema: {
        tags: TAGS,
        summary: 'AI解析次数与免责声明状态',
        querystring: Type.Object({ questionId: Type.Optional(Id('题目编号不正确')) }),
        response: { 200: Envelope(AnalysisInfo) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await analysisInfo(app, request.user!.id, request.query.questionId)),
  );
};
