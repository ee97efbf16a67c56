import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';
import { countPapersByYear } from '../paper.repository.ts';

/** GET /gxw-web-student/homePage/yearList — the years that have past papers, newest first. */
export const homeYearListRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/homePage/yearList',
    {
      schema: {
        tags: [...TAGS.home],
        summary: '真题年份列表',
        querystring: Type.Object({ subjectId: Type.Optional(Id('科目编号不正确')) }),
        response: {
          200: Envelope(
            Type.Array(Type.Object({ year: Type.Integer(), paperCount: Type.Integer() })),
          ),
        },
      },
    },
    async (request) => {
      return ok(await countPapersByYear(ctx.db, request.query.subjectId));
    },
  );
};
