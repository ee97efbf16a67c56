import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { catalogueNodes } from '../catalogue.service.ts';
import { CatalogueNode, Id } from '../question-bank.schemas.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/catalogue/getCatalogueList — one level of a catalogue. */
export const catalogueListRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/v2/catalogue/getCatalogueList',
    {
      schema: {
        tags: [...TAGS.home],
        summary: '目录列表：科目的模块，或某节点的下级知识点',
        body: Type.Object({
          subjectId: Type.Optional(Id('科目编号不正确')),
          parentId: Type.Optional(Id('上级目录编号不正确')),
        }),
        response: { 200: Envelope(Type.Array(CatalogueNode)) },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const { subjectId, parentId } = request.body;
      const nodes = await catalogueNodes(ctx, await viewerOf(ctx, request), subjectId);
      return ok(nodes.filter((node) => node.parentId === (parentId ?? null)));
    },
  );
};
