import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetBankHome } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { subjectSummaries } from '../catalogue.service.ts';
import { findLatestOpenExercise } from '../exercise.repository.ts';
import { exerciseLogItem, exerciseTotals } from '../records.service.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/homePage/getAll — the bank home: subjects, progress, where I left off. */
export const homeGetAllRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetBankHome),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const viewer = await viewerOf(ctx, request);
      const subjects = await subjectSummaries(ctx, viewer);
      if (!viewer.userId) return ok({ subjects, lastExercise: null, totals: null });
      const open = await findLatestOpenExercise(ctx.db, viewer.userId);
      return ok({
        subjects,
        lastExercise: open ? await exerciseLogItem(ctx, open) : null,
        totals: await exerciseTotals(ctx, viewer.userId),
      });
    },
  });
};
