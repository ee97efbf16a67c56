import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Id } from '../question-bank.schemas.ts';
import { TAGS } from '../route-helpers.ts';

/** GET /gxw-web-student/homePage/yearList — the years that have past papers, newest first. */
export const homeYearListRoute: FastifyPluginAsyncTypebox = async (app) => {
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
      let query = app.db
        .selectFrom('qb_paper')
        .select(['year', (eb) => eb.fn.countAll<number>().as('n')]);
      if (request.query.subjectId) query = query.where('subject_id', '=', request.query.subjectId);
      const rows = await query.groupBy('year').orderBy('year', 'desc').execute();
      return ok(rows.map((row) => ({ year: row.year, paperCount: Number(row.n) })));
    },
  );
};
