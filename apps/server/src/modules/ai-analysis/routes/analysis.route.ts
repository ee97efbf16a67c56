import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { AnalysisResult, QuestionBody, TAGS } from '../ai-analysis.schemas.ts';
import { admit, fulfil } from '../ai-analysis.service.ts';
import { GENERATIONS_PER_MINUTE, perLearner } from '../rate-limit.ts';

/** POST /gxw-web-student/aigc/analysis — the explanation of a question, in one answer. */
export const analysisRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/aigc/analysis',
    {
      schema: {
        tags: TAGS,
        summary: '生成AI解析（一次返回）',
        body: QuestionBody,
        response: { 200: Envelope(AnalysisResult) },
      },
      preHandler: app.requireUser,
      config: perLearner('ai-analysis', GENERATIONS_PER_MINUTE),
    },
    async (request) => {
      const ticket = await admit(app, request.user!.id, request.body.questionId);
      return ok(await fulfil(app, ticket));
    },
  );
};
