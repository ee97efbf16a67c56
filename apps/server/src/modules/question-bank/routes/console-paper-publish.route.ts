import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsolePaperMsg } from '@shangan/shared';
import { PublishConsolePaper } from '@shangan/shared/contracts/console/papers';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { publishConsolePaper } from '../console-papers.service.ts';

/** POST /api/v1/console/papers/publish — a paper put among the past papers, or withdrawn. */
export const consolePaperPublishRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(PublishConsolePaper),
    handler: async (request) => {
      const { id, published } = request.body;
      return ok(
        await publishConsolePaper(ctx, request.user!.id, id, published),
        published ? ConsolePaperMsg.published : ConsolePaperMsg.withdrawn,
      );
    },
  });
};
