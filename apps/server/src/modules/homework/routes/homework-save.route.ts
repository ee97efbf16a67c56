import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SaveHomeworkDraft } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { saveDraft } from '../answer.service.ts';

/**
 * POST /api/v1/app/studentAnswers/update — the autosaved draft: the answers sent, checked, in
 * one transaction; a save older than the stored one (rev) changes nothing and says stale.
 */
export const homeworkSaveRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(SaveHomeworkDraft),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await saveDraft(ctx, request.user!.id, request.body), '保存成功'),
  });
};
