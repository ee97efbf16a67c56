import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS } from '../ai-analysis.schemas.ts';
import { readNotice } from '../ai-analysis.service.ts';

/** GET /gxw-web-student/aigc/readNotice?type=1 — records consent to the AI disclaimer. */
export const readNoticeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/aigc/readNotice',
    {
      schema: {
        tags: TAGS,
        summary: '同意AI解析免责声明',
        querystring: Type.Object({
          type: Type.Integer({ minimum: 1, maximum: 1, errorMessage: '声明类型不正确' }),
        }),
        response: { 200: Envelope(Type.Null()) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await readNotice(app, request.user!.id, request.query.type);
      return ok(null);
    },
  );
};
