import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QuestionImportMsg } from '@shangan/shared';
import { CommitImport } from '@shangan/shared/contracts/console/question-import';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { commitImport } from '../import/import.service.ts';

/** POST /api/v1/console/question-import/commit — add a preview's new questions, once. */
export const consoleImportCommitRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(CommitImport),
    handler: async (request) =>
      ok(await commitImport(ctx, request.user!.id, request.body.id), QuestionImportMsg.committed),
  });
};
