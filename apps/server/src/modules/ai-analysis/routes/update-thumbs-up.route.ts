import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Id } from '../../question-bank/public.ts';
import { TAGS } from '../ai-analysis.schemas.ts';
import { rate } from '../ai-analysis.service.ts';
import { RATINGS_PER_MINUTE, perLearner } from '../rate-limit.ts';

/** POST /gxw-web-student/aigc/updateThumbsUp — rates an explanation once (1 很满意, 0 不太好). */
export const updateThumbsUpRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/aigc/updateThumbsUp',
    {
      schema: {
        tags: TAGS,
        summary: '评价AI解析（仅一次）',
        body: Type.Object({
          id: Id('解析编号不正确'),
          thumbsUp: Type.Unsafe<0 | 1>({
            type: 'integer',
            enum: [0, 1],
            errorMessage: '评价只能是1（很满意）或0（不太好）',
          }),
        }),
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.requireUser,
      config: perLearner('ai-rating', RATINGS_PER_MINUTE),
    },
    async (request) => {
      await rate(app, request.user!.id, request.body.id, request.body.thumbsUp);
      return ok(null);
    },
  );
};
