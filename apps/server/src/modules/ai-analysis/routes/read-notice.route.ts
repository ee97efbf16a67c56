import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReadAiNotice } from '@shangan/shared/contracts/ai-analysis';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { readNotice } from '../ai-analysis.service.ts';

/** GET /gxw-web-student/aigc/readNotice?type=1 — records consent to the AI disclaimer. */
export const readNoticeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(ReadAiNotice),
    preHandler: app.requireUser,
    handler: async (request) => {
      await readNotice(app, request.user!.id, request.query.type);
      return ok(null);
    },
  });
};
