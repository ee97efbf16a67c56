import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { examinationLevels } from '../paper.service.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** GET /gxw-web-student/historyPaper/examinationLevelList — exam types and their levels. */
export const examinationLevelListRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.get(
    '/historyPaper/examinationLevelList',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '考试级别列表（国考副省级、地市级，省考A类等）',
        response: {
          200: Envelope(Type.Array(Type.Object({ examType: Type.String(), name: Type.String() }))),
        },
      },
    },
    async () => ok(await examinationLevels(ctx)),
  );
};
