import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { subjectSummaries } from '../catalogue.service.ts';
import { findLatestOpenExercise } from '../exercise.repository.ts';
import { ExerciseLogItem, SubjectSummary } from '../question-bank.schemas.ts';
import { exerciseLogItem, exerciseTotals } from '../records.service.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

const Totals = Type.Object({
  exerciseCount: Type.Integer(),
  totalSeconds: Type.Integer(),
  doneCount: Type.Integer(),
  answerCount: Type.Integer(),
  correctCount: Type.Integer(),
  accuracy: Type.Number(),
  errorCount: Type.Integer(),
  favoriteCount: Type.Integer(),
  todayCount: Type.Integer(),
});

/** POST /gxw-web-student/homePage/getAll — the bank home: subjects, progress, where I left off. */
export const homeGetAllRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/homePage/getAll',
    {
      schema: {
        tags: [...TAGS.home],
        summary: '题库首页：科目、做题进度、继续上次练习',
        response: {
          200: Envelope(
            Type.Object({
              subjects: Type.Array(SubjectSummary),
              lastExercise: Type.Union([ExerciseLogItem, Type.Null()]),
              totals: Type.Union([Totals, Type.Null()]),
            }),
          ),
        },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
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
  );
};
