import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { paperPage } from '../paper.service.ts';
import { Id, Page, PageSize, PaperSummary } from '../question-bank.schemas.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

const Filter = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** POST /gxw-web-student/historyPaper/page — past papers by year, region and examination level. */
export const paperPageRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/historyPaper/page',
    {
      schema: {
        tags: [...TAGS.papers],
        summary: '历年真题列表（按年份、地区、考试级别筛选）',
        body: Type.Object({
          page: Page,
          size: PageSize,
          subjectId: Type.Optional(Id('科目编号不正确')),
          year: Type.Optional(
            Type.Integer({ minimum: 1990, maximum: 2100, errorMessage: '年份不正确' }),
          ),
          region: Filter(32),
          examType: Filter(16),
          examinationLevel: Filter(32),
          keyword: Filter(50),
        }),
        response: {
          200: Envelope(
            Type.Object({
              list: Type.Array(PaperSummary),
              total: Type.Integer(),
              regions: Type.Array(Type.String()),
            }),
          ),
        },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const { page = 1, size = 10, ...rest } = request.body;
      const filter = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
      );
      return ok(await paperPage(ctx, await viewerOf(ctx, request), { page, size, ...filter }));
    },
  );
};
