import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { paperDoStatus } from '../paper.service.ts';
import { Id, PaperSummary } from '../question-bank.schemas.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

const Attempt = Type.Union([
  Type.Object({
    exerciseId: Type.Integer(),
    status: Type.String(),
    answeredCount: Type.Integer(),
    questionCount: Type.Integer(),
    elapsedSeconds: Type.Integer(),
    remainingSeconds: Type.Union([Type.Integer(), Type.Null()]),
  }),
  Type.Null(),
]);

/** GET /gxw-web-student/historyPaper/paperDoStatus — a paper and where I stand with it. */
export const paperDoStatusRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/historyPaper/paperDoStatus',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '试卷信息与我的作答状态（0 未做，1 进行中，2 已交卷）',
        querystring: Type.Object({ paperId: Id('试卷编号不正确') }),
        response: {
          200: Envelope(
            Type.Object({
              paper: PaperSummary,
              doStatus: Type.Integer(),
              practice: Attempt,
              mock: Attempt,
              lastResult: Type.Union([
                Type.Object({
                  exerciseId: Type.Integer(),
                  kind: Type.String(),
                  score: Type.Number(),
                  correctCount: Type.Integer(),
                  questionCount: Type.Integer(),
                  submittedAt: Type.String(),
                }),
                Type.Null(),
              ]),
            }),
          ),
        },
      },
      preHandler: app.optionalUser,
    },
    async (request) =>
      ok(await paperDoStatus(ctx, await viewerOf(ctx, request), request.query.paperId)),
  );
};
