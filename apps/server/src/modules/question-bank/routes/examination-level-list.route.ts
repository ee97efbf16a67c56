import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListExaminationLevels } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { examinationLevels } from '../paper.service.ts';
import type { QuestionBankContext } from '../context.ts';

/** GET /gxw-web-student/historyPaper/examinationLevelList — exam types and their levels. */
export const examinationLevelListRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(ListExaminationLevels),
    handler: async () => ok(await examinationLevels(ctx)),
  });
};
