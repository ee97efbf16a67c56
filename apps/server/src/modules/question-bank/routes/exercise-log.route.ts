import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { ExerciseLogItem, Page, PageSize } from '../question-bank.schemas.ts';
import { exerciseLog } from '../records.service.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/userExerciseLog/exerciseLog — my practice records, newest first. */
export const exerciseLogRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/v2/userExerciseLog/exerciseLog',
    {
      schema: {
        tags: [...TAGS.records],
        summary: '做题记录（分页，可按类型与状态筛选）',
        body: Type.Object({
          page: Page,
          size: PageSize,
          kind: Type.Optional(
            Type.Unsafe<'catalogue' | 'paper' | 'mock' | 'error'>({
              type: 'string',
              enum: ['catalogue', 'paper', 'mock', 'error'],
              errorMessage: '练习类型不正确',
            }),
          ),
          status: Type.Optional(
            Type.Unsafe<'submitted' | 'open'>({
              type: 'string',
              enum: ['submitted', 'open'],
              errorMessage: '练习状态不正确',
            }),
          ),
        }),
        response: {
          200: Envelope(Type.Object({ list: Type.Array(ExerciseLogItem), total: Type.Integer() })),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { page = 1, size = 10, kind, status } = request.body;
      return ok(
        await exerciseLog(ctx, request.user!.id, {
          page,
          size,
          ...(kind ? { kind } : {}),
          ...(status ? { status } : {}),
        }),
      );
    },
  );
};
